-- Serviceability rules staff edit under Delivery: PIN codes or prefixes the shop does not deliver
-- to or takes no cash on delivery from, and the working days each zone takes where they differ from
-- core's defaults (docs/decisions/017-delivery-by-pincode.md).
CREATE TABLE "delivery_pincode_rules" (
	"kind" text NOT NULL,
	"prefix" text NOT NULL,
	CONSTRAINT "delivery_pincode_rules_kind_prefix_pk" PRIMARY KEY("kind","prefix"),
	CONSTRAINT "delivery_pincode_rules_kind" CHECK ("delivery_pincode_rules"."kind" IN ('no_delivery', 'no_cod')),
	CONSTRAINT "delivery_pincode_rules_prefix" CHECK ("delivery_pincode_rules"."prefix" ~ '^[1-9][0-9]{0,5}$')
);
--> statement-breakpoint
CREATE TABLE "delivery_zone_days" (
	"zone" text PRIMARY KEY NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	CONSTRAINT "delivery_zone_days_zone" CHECK (zone IN ('same_city', 'same_state', 'metro', 'rest_of_india', 'north_east_islands')),
	CONSTRAINT "delivery_zone_days_range" CHECK (0 <= "delivery_zone_days"."min_days" AND "delivery_zone_days"."min_days" <= "delivery_zone_days"."max_days")
);

