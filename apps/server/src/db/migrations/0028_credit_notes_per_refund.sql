-- A credit note for every refund of an invoiced order, and one for its cancellation: many per order;
-- still one invoice at most.
DROP INDEX "tax_documents_order_kind_key";--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_invoice_key" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "tax_documents_order_id_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
-- The help page's GST answer tells of credit notes for refunds too, while it is still the answer
-- 0026 published (staff's own words stay).
UPDATE "faq_entries"
SET
  "answer" = replace("answer", 'If you cancel an invoiced order, a credit note for it appears beside the invoice.', 'When we refund an invoiced order, in part or in full, a credit note for the amount appears beside the invoice and comes with the refund e-mail; cancelling an invoiced order brings a credit note too.'),
  "updated_at" = now()
WHERE "slug" = 'gst-invoice'
  AND "answer" = 'Yes. Every price on MakerBazaar includes GST, and every order gets a GST tax invoice once it is confirmed: at checkout for cash on delivery, or when an online payment arrives. It is attached to the order confirmation e-mail, and you can download it as a PDF from the order in My Orders. Buying for a business? Add your GSTIN and business name at checkout and the invoice is made out to your business, so you can claim input tax credit. If you cancel an invoiced order, a credit note for it appears beside the invoice. Shipping is free, so the total at checkout is what you pay (plus the cash on delivery fee on small COD orders).';
