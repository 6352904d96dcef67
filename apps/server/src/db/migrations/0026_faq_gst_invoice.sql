-- Every confirmed order now has a tax invoice: the help page's GST answer says so and where to find
-- it. Changed only while the answer is still the one first published, so staff's own words stay.
UPDATE "faq_entries"
SET
  "question" = 'Do prices include GST, and do I get a GST invoice?',
  "answer" = 'Yes. Every price on MakerBazaar includes GST, and every order gets a GST tax invoice once it is confirmed: at checkout for cash on delivery, or when an online payment arrives. It is attached to the order confirmation e-mail, and you can download it as a PDF from the order in My Orders. Buying for a business? Add your GSTIN and business name at checkout and the invoice is made out to your business, so you can claim input tax credit. If you cancel an invoiced order, a credit note for it appears beside the invoice. Shipping is free, so the total at checkout is what you pay (plus the cash on delivery fee on small COD orders).',
  "updated_at" = now()
WHERE "slug" = 'gst-invoice'
  AND "answer" = 'Yes. Every price on MakerBazaar includes GST, and the order confirmation e-mail lists each item with the price you paid. Shipping is free, so the total at checkout is what you pay (plus the cash on delivery fee on small COD orders).';
