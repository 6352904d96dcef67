CREATE TABLE "domain_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_deliveries" (
	"event_id" integer NOT NULL,
	"subscriber" text NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_deliveries_event_id_subscriber_pk" PRIMARY KEY("event_id","subscriber")
);
--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_event_id_domain_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."domain_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_events_open_idx" ON "domain_events" USING btree ("id") WHERE "domain_events"."completed_at" is null;--> statement-breakpoint
-- Where the job queue's schema is installed (PostgreSQL; docs/decisions/025-domain-events.md), each
-- event is handed to it in the transaction that records it: the durable fallback that delivers the
-- event if the process that committed it dies before delivering it itself.
CREATE FUNCTION "queue_domain_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF to_regnamespace('graphile_worker') IS NOT NULL THEN
		PERFORM graphile_worker.add_job('deliver_event', json_build_object('eventId', NEW.id),
			run_at := now() + interval '15 seconds', job_key := 'event:' || NEW.id);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "domain_events_to_queue" AFTER INSERT ON "domain_events" FOR EACH ROW EXECUTE FUNCTION "queue_domain_event"();
--> statement-breakpoint
-- A new e-mail wakes the sender at once; the sender's schedule picks up retries after a failure.
CREATE FUNCTION "queue_email_sending"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF to_regnamespace('graphile_worker') IS NOT NULL THEN
		PERFORM graphile_worker.add_job('send_emails', job_key := 'send_emails', job_key_mode := 'preserve_run_at');
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "email_outbox_to_queue" AFTER INSERT ON "email_outbox" FOR EACH STATEMENT EXECUTE FUNCTION "queue_email_sending"();
