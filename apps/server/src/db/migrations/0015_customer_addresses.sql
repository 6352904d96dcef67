-- Saved delivery addresses, and the order's address as fields (name, lines, city, state, PIN code)
-- beside the printable text kept for orders placed before them.
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"type" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_key" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_name" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_line1" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_line2" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_city" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_state" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_pincode" text;
