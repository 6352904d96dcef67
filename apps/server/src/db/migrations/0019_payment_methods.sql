-- Saved payment methods: UPI IDs, and cards kept as the gateway's token with brand, last four
-- digits and expiry (never a card number or CVV); one default per customer.
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"upi_id" text,
	"provider" text,
	"token_ref" text,
	"provider_customer_ref" text,
	"brand" text,
	"last4" text,
	"expiry_month" integer,
	"expiry_year" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_kind_fields" CHECK (("payment_methods"."type" = 'upi' and "payment_methods"."upi_id" is not null and "payment_methods"."token_ref" is null) or ("payment_methods"."type" = 'card' and "payment_methods"."upi_id" is null and "payment_methods"."provider" is not null and "payment_methods"."token_ref" is not null and "payment_methods"."brand" is not null and "payment_methods"."last4" ~ '^[0-9]{4}$' and "payment_methods"."expiry_month" between 1 and 12 and "payment_methods"."expiry_year" between 2000 and 2200))
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default_key" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."is_default";
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_user_upi_key" ON "payment_methods" USING btree ("user_id","upi_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_user_token_key" ON "payment_methods" USING btree ("user_id","provider","token_ref");
