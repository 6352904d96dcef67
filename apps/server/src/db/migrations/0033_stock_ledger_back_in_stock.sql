-- The stock ledger records every movement of stock, not only staff adjustments: sales,
-- cancellations, released unpaid orders, refunds that put goods back, imports. Each line says who
-- moved it (a customer, a staff member or the system) and for which order.
ALTER TABLE "stock_adjustments" RENAME TO "stock_movements";--> statement-breakpoint
ALTER SEQUENCE "stock_adjustments_id_seq" RENAME TO "stock_movements_id_seq";--> statement-breakpoint
ALTER TABLE "stock_movements" RENAME CONSTRAINT "stock_adjustments_pkey" TO "stock_movements_pkey";--> statement-breakpoint
ALTER TABLE "stock_movements" RENAME CONSTRAINT "stock_adjustments_product_id_products_id_fk" TO "stock_movements_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "stock_movements" RENAME CONSTRAINT "stock_adjustments_change_nonzero" TO "stock_movements_change_nonzero";--> statement-breakpoint
ALTER TABLE "stock_movements" RENAME CONSTRAINT "stock_adjustments_after_nonnegative" TO "stock_movements_after_nonnegative";--> statement-breakpoint
DROP INDEX "stock_adjustments_product_idx";--> statement-breakpoint
-- Every line before this one was a staff adjustment.
ALTER TABLE "stock_movements" ADD COLUMN "actor_kind" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "actor_kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id") WHERE "stock_movements"."order_id" is not null;--> statement-breakpoint
-- An opening balance per product, so that each ledger adds up to the stock on the shelf: what
-- earlier lines do not explain (the sample stock, sales before the ledger recorded them).
INSERT INTO "stock_movements" ("product_id", "change", "quantity_after", "reason", "actor_kind", "actor_name")
SELECT "stock_levels"."product_id", "stock_levels"."quantity" - coalesce("recorded"."total", 0), "stock_levels"."quantity", 'opening', 'system', 'System'
FROM "stock_levels"
LEFT JOIN (SELECT "product_id", sum("change")::int AS "total" FROM "stock_movements" GROUP BY "product_id") AS "recorded"
  ON "recorded"."product_id" = "stock_levels"."product_id"
WHERE "stock_levels"."quantity" <> coalesce("recorded"."total", 0)
ORDER BY "stock_levels"."product_id";--> statement-breakpoint
-- "Notify me when it is back".
CREATE TABLE "back_in_stock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer,
	"email" text,
	"language" text DEFAULT 'en' NOT NULL,
	"token_hash" text,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "back_in_stock_requests_one_subscriber" CHECK (("back_in_stock_requests"."user_id" is null) <> ("back_in_stock_requests"."email" is null))
);
--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_open_customer" ON "back_in_stock_requests" USING btree ("product_id","user_id") WHERE "back_in_stock_requests"."notified_at" is null and "back_in_stock_requests"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_open_email" ON "back_in_stock_requests" USING btree ("product_id",lower("email")) WHERE "back_in_stock_requests"."notified_at" is null and "back_in_stock_requests"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_token" ON "back_in_stock_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_waiting" ON "back_in_stock_requests" USING btree ("product_id") WHERE "back_in_stock_requests"."notified_at" is null and "back_in_stock_requests"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_user" ON "back_in_stock_requests" USING btree ("user_id") WHERE "back_in_stock_requests"."user_id" is not null;
