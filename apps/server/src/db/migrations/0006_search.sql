ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "search_vector" tsvector;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_terms" ("word" text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_terms_trgm_idx" ON "search_terms" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_terms_prefix_idx" ON "search_terms" ("word" text_pattern_ops);
--> statement-breakpoint
-- Name and brand weigh most, then the category, then description and specifications. The 'simple'
-- configuration keeps part numbers and brand names as written (no English stemming).
CREATE OR REPLACE FUNCTION products_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.name IS NOT DISTINCT FROM OLD.name
    AND NEW.brand IS NOT DISTINCT FROM OLD.brand
    AND NEW.category_id IS NOT DISTINCT FROM OLD.category_id
    AND NEW.description IS NOT DISTINCT FROM OLD.description
    AND NEW.specifications IS NOT DISTINCT FROM OLD.specifications THEN
    RETURN NEW;
  END IF;
  NEW.search_vector :=
    setweight(to_tsvector('simple', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.brand, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce((SELECT c.name FROM categories c WHERE c.id = NEW.category_id), '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'C') ||
    setweight(to_tsvector('simple', coalesce(
      (SELECT string_agg((s->>'name') || ' ' || (s->>'value'), ' ') FROM jsonb_array_elements(NEW.specifications) s), '')), 'D');
  -- The words customers may misspell: kept for "did you mean" corrections.
  INSERT INTO search_terms (word)
    SELECT lexeme FROM unnest(NEW.search_vector)
    WHERE length(lexeme) >= 3 AND lexeme !~ '^[0-9.]+$'
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector_update BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_search_vector();
--> statement-breakpoint
UPDATE "products" p SET "search_vector" =
    setweight(to_tsvector('simple', coalesce(p.name, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(p.brand, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce((SELECT c.name FROM categories c WHERE c.id = p.category_id), '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(p.description, '')), 'C') ||
    setweight(to_tsvector('simple', coalesce(
      (SELECT string_agg((s->>'name') || ' ' || (s->>'value'), ' ') FROM jsonb_array_elements(p.specifications) s), '')), 'D');
--> statement-breakpoint
INSERT INTO "search_terms" ("word")
  SELECT DISTINCT lexeme FROM "products", unnest("search_vector")
  WHERE length(lexeme) >= 3 AND lexeme !~ '^[0-9.]+$'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_specifications_idx" ON "products" USING gin ("specifications" jsonb_path_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_rating_sort_idx" ON "products" ("rating" DESC, "num_reviews" DESC);
