-- A cash on delivery order is refunded by a bank transfer staff make outside the shop: its refund
-- row has no gateway payment, and its reference (UTR) is the refund id, unique as gateway ids are.
ALTER TABLE "refunds" ALTER COLUMN "provider_payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_gateway_payment" CHECK (("refunds"."provider" = 'bank_transfer') = ("refunds"."provider_payment_id" is null));
