-- A course bought online is an order line with nothing to ship; the line names the course.
ALTER TABLE "order_items" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;