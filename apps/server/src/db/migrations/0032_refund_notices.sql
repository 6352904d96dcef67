CREATE TABLE "refund_notices" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"announced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_on" date
);
--> statement-breakpoint
ALTER TABLE "refund_notices" ADD CONSTRAINT "refund_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_needs_refund_idx" ON "payments" USING btree ("order_id") WHERE "payments"."outcome" = 'needs_refund';--> statement-breakpoint
-- Refunds a shop already owes when it upgrades count as told: the first morning's reminder lists the
-- overdue ones in one e-mail, rather than one e-mail per order to every staff member at start-up.
INSERT INTO "refund_notices" ("order_id")
SELECT "id" FROM "orders" WHERE "payment_status" = 'refund_pending'
UNION
SELECT "order_id" FROM "payments" WHERE "outcome" = 'needs_refund' AND "order_id" IS NOT NULL;
