-- Each product carries the HSN code and GST rate its tax invoices print. Products already in the
-- shop get the heading of their category and the standard 18%, for staff to correct per product.
ALTER TABLE "products" ADD COLUMN "hsn_code" text DEFAULT '8473' NOT NULL;--> statement-breakpoint
UPDATE "products" SET "hsn_code" = CASE "categories"."slug"
    WHEN 'raspberry-pi' THEN '8471'
    WHEN 'sensors' THEN '9031'
    WHEN 'motors' THEN '8501'
    WHEN 'displays' THEN '8524'
    WHEN 'iot' THEN '8517'
    WHEN 'communication' THEN '8517'
    WHEN 'robotics' THEN '8487'
    WHEN 'power' THEN '8504'
    WHEN 'tools' THEN '8515'
    WHEN 'semiconductor-boards' THEN '8542'
    ELSE '8473'
  END
  FROM "categories" WHERE "categories"."id" = "products"."category_id";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "hsn_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_range" CHECK ("products"."gst_rate" >= 0 and "products"."gst_rate" <= 100);
