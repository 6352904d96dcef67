-- A cancellation's credit note is attached to the cancellation e-mail now, as a refund's is to the
-- refund e-mail: the help page's GST answer says so, while it is still the answer 0028 published
-- (staff's own words stay).
UPDATE "faq_entries"
SET
  "answer" = replace("answer", 'cancelling an invoiced order brings a credit note too.', 'cancelling an invoiced order brings a credit note too, attached to the cancellation e-mail.'),
  "updated_at" = now()
WHERE "slug" = 'gst-invoice'
  AND "answer" = 'Yes. Every price on MakerBazaar includes GST, and every order gets a GST tax invoice once it is confirmed: at checkout for cash on delivery, or when an online payment arrives. It is attached to the order confirmation e-mail, and you can download it as a PDF from the order in My Orders. Buying for a business? Add your GSTIN and business name at checkout and the invoice is made out to your business, so you can claim input tax credit. When we refund an invoiced order, in part or in full, a credit note for the amount appears beside the invoice and comes with the refund e-mail; cancelling an invoiced order brings a credit note too. Shipping is free, so the total at checkout is what you pay (plus the cash on delivery fee on small COD orders).';
