-- A business buyer gives its GSTIN and name at checkout, printed on its tax invoice.
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_business_name" text;