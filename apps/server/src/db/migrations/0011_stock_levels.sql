CREATE TABLE "stock_levels" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL,
	"changed_xid" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_levels_quantity_nonnegative" CHECK ("stock_levels"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_stock_nonnegative";--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_levels_changed_xid_idx" ON "stock_levels" USING btree ("changed_xid");--> statement-breakpoint
-- Every change of a stock row records its transaction id (no lock is taken, unlike the catalogue
-- version row) and a per-row revision. A change feed reads rows with changed_xid at or above the
-- oldest transaction running when it last looked (pg_snapshot_xmin): every transaction that
-- commits after that look has such an id, so no change is missed (docs/decisions/008-stock-levels.md).
CREATE OR REPLACE FUNCTION stamp_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."changed_xid" := pg_current_xact_id()::text::bigint;
  IF TG_OP = 'UPDATE' THEN
    NEW."revision" := OLD."revision" + 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stock_levels_stamp_change BEFORE INSERT OR UPDATE ON "stock_levels"
  FOR EACH ROW EXECUTE FUNCTION stamp_stock_change();
--> statement-breakpoint
-- Every product has a stock row from its creation, so stock changes are plain updates of locked rows.
CREATE OR REPLACE FUNCTION add_stock_level() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stock_levels" ("product_id", "quantity") VALUES (NEW."id", 0) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_add_stock_level AFTER INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION add_stock_level();
--> statement-breakpoint
INSERT INTO "stock_levels" ("product_id", "quantity") SELECT "id", "stock" FROM "products";
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "stock";
