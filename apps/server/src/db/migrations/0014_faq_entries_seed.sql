-- The help page's questions, until now written into the web app, become rows staff edit in the
-- back office. Inserted once, by this migration, so an entry staff delete later stays deleted;
-- ON CONFLICT keeps a shop that already holds an entry of the same slug as it is.
INSERT INTO "faq_entries" ("slug", "category", "question", "answer", "sort_order") VALUES
  ('cancel-order', 'Orders', 'Can I cancel my order?',
   'Yes, within 1 hour of placing it, as long as it is still pending or confirmed. Open My Orders and choose Cancel Order. Once an order is being packed or has shipped it can no longer be cancelled, but you can return it after delivery. Prepaid orders are refunded to the original payment method.',
   1),
  ('return-policy', 'Returns', 'What is your return policy?',
   'You can return a product within 7 days of delivery if it is unused, undamaged and in its original packaging. A part that arrives faulty or is not what you ordered is replaced or refunded in full. To start a return, e-mail support@makerbazaar.in with your order number and photos of the item. Parts that have been soldered, programmed with a modified bootloader or damaged by wrong wiring cannot be returned.',
   2),
  ('delivery-time', 'Delivery', 'How soon will my order be dispatched and delivered?',
   'Orders are processed and dispatched from Bengaluru within 24–48 hours. Delivery usually takes 2–4 days to metro cities and 4–7 days elsewhere in India, depending on your PIN code. The courier''s tracking number appears in My Orders as soon as the parcel ships.',
   3),
  ('payment-methods', 'Payment', 'Which payment methods do you accept?',
   'UPI, credit and debit cards and net banking, all processed securely by Razorpay. Cash on delivery is available on orders up to ₹50,000; a COD fee of ₹50 applies when the order total is under ₹500.',
   4),
  ('gst-invoice', 'Orders', 'Do prices include GST?',
   'Yes. Every price on MakerBazaar includes GST, and the order confirmation e-mail lists each item with the price you paid. Shipping is free, so the total at checkout is what you pay (plus the cash on delivery fee on small COD orders).',
   5),
  ('board-not-detected', 'Technical', 'My board is not detected by my computer. What should I do?',
   'Most of the time the USB cable is charge-only: try a cable you know carries data. Boards with a CH340 or CP2102 USB chip need that driver on Windows and older macOS; install it, reconnect the board and pick the new COM or /dev/tty port in the Arduino IDE. If it still does not appear, e-mail support@makerbazaar.in with the board name, your operating system and a photo of the setup, and our technical team will reply within 24 hours.',
   6),
  ('apply-coupon', 'Coupons', 'How do I use a coupon code?',
   'We do not issue coupon codes at present: the price on each product is the price you pay, with GST included and shipping free.',
   7),
  ('payment-security', 'Security', 'Is it safe to pay on MakerBazaar?',
   'Yes. Online payments are handled by Razorpay, a PCI DSS compliant payment gateway, so your card number, CVV and UPI PIN are entered on Razorpay''s secure page and never reach or stay on our servers. The whole site runs over HTTPS, and your password is stored only as a salted hash.',
   8)
ON CONFLICT ("slug") DO NOTHING;
