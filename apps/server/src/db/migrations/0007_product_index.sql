ALTER TABLE "catalog_version" ALTER COLUMN "version" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "catalog_version" ADD COLUMN "structure_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "changed_in_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_changed_in_version_idx" ON "products" USING btree ("changed_in_version");--> statement-breakpoint
-- Every product write takes the next catalogue version and stamps the row with it. The version row
-- stays locked until the writer commits, so versions commit in order: a reader that has seen
-- version V has seen every row stamped V or lower (modules/catalog/product-index.ts relies on it).
CREATE OR REPLACE FUNCTION stamp_product_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO NEW."changed_in_version";
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalog_structure() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1, "structure_version" = "structure_version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_bump_catalog_version ON "products";
--> statement-breakpoint
CREATE TRIGGER products_stamp_change BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION stamp_product_change();
--> statement-breakpoint
CREATE TRIGGER products_delete_bump_structure AFTER DELETE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_structure();
--> statement-breakpoint
DROP TRIGGER IF EXISTS categories_bump_catalog_version ON "categories";
--> statement-breakpoint
CREATE TRIGGER categories_bump_structure AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_structure();
--> statement-breakpoint
-- Search now reads the product index in memory (docs/decisions/004-search.md); the full-text
-- column, its trigger and the word list are no longer read.
DROP TRIGGER IF EXISTS products_search_vector_update ON "products";
--> statement-breakpoint
DROP FUNCTION IF EXISTS products_search_vector();
--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_idx";
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN IF EXISTS "search_vector";
--> statement-breakpoint
DROP TABLE IF EXISTS "search_terms";
--> statement-breakpoint
DROP INDEX IF EXISTS "products_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "products_specifications_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "products_rating_sort_idx";
