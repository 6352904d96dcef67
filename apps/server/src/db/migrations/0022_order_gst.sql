-- Each order keeps the GST inside what it charged, per line and for the COD fee, and the state
-- whose tax applies; older orders keep nulls (their tax was never split).
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "taxable_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cgst_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sgst_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "igst_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_taxable_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_gst_rate" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_cgst_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_sgst_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_igst_paise" integer;