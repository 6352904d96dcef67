CREATE TABLE "parts_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"builds" integer DEFAULT 1 NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parts_lists_builds_positive" CHECK ("parts_lists"."builds" >= 1)
);
--> statement-breakpoint
ALTER TABLE "parts_lists" ADD CONSTRAINT "parts_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parts_lists_user_idx" ON "parts_lists" USING btree ("user_id","updated_at");