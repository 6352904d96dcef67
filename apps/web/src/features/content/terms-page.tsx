import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RETURN_WINDOW_DAYS, SHOP } from '@makerbazaar/core';
import { Link } from 'react-router';
import { LegalPage, type LegalSection } from './legal-page';
import {
  CANCELLATION_WINDOW,
  COD_FEE,
  COD_FEE_BELOW,
  COD_LIMIT,
  DISPATCH_TIME,
  RETURN_WINDOW,
  SUPPORT_EMAIL_HREF,
} from './shop-policy';

const returnDays = RETURN_WINDOW_DAYS;

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    content: (
      <p>
        These terms are an agreement between you and {SHOP.name}, {SHOP.address}, for the use of our website and the
        purchase of products and courses from us. By creating an account or placing an order you accept them. They are
        an electronic record under the Information Technology Act, 2000 and do not need a physical signature.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    content: (
      <ul>
        <li>You must be 18 or older to create an account, or use it under the supervision of a parent or guardian.</li>
        <li>Give accurate details, especially your phone number and delivery address, and keep them up to date.</li>
        <li>
          Keep your password private. You are responsible for orders placed from your account; tell us at once if you
          think someone else has used it.
        </li>
        <li>We may suspend an account used for fraud, abuse of returns or coupons, or to harm other customers.</li>
      </ul>
    ),
  },
  {
    id: 'products',
    title: 'Products and product information',
    content: (
      <>
        <p>
          We describe every product as accurately as we can, using the manufacturer's specifications and datasheets.
          Pictures are illustrations; colours, silkscreen and minor components can differ between production batches
          without changing how the part works.
        </p>
        <p>
          Boards sold as "compatible" are made by third parties to the original design, are labelled as such, and use
          the USB-serial chip named in their listing (for example CH340).
        </p>
      </>
    ),
  },
  {
    id: 'prices',
    title: 'Prices and GST',
    content: (
      <p>
        All prices are in Indian rupees and include GST. Prices can change at any time, but the price shown when you
        place your order is the price you pay. If a product is listed at an obviously wrong price, we may cancel the
        order and refund you in full before it ships.
      </p>
    ),
  },
  {
    id: 'orders',
    title: 'Orders',
    content: (
      <p>
        Placing an order is an offer to buy. We accept it when we confirm the order. We may decline or cancel an order
        if the product is unavailable, the price was wrong, or we suspect fraud; if you have already paid, we refund the
        full amount to your original payment method.
      </p>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancellation',
    content: (
      <p>
        You can cancel an order from <Link to="/orders">My Orders</Link> within {CANCELLATION_WINDOW} of placing it,
        while its status is pending or confirmed. After that the order is being packed and can no longer be cancelled,
        but you can return it after delivery under the returns terms below.
      </p>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    content: (
      <ul>
        <li>
          Online payments by UPI, credit or debit card and net banking are processed by Razorpay. An order paid online
          is confirmed only when Razorpay confirms the payment.
        </li>
        <li>
          Cash on delivery is available for orders up to {COD_LIMIT}. A COD fee of {COD_FEE} is added when the order
          total is under {COD_FEE_BELOW}.
        </li>
        <li>We may switch off cash on delivery for an account whose COD parcels are repeatedly refused.</li>
      </ul>
    ),
  },
  {
    id: 'delivery',
    title: 'Shipping and delivery',
    content: (
      <p>
        We dispatch orders within {DISPATCH_TIME} of confirmation and share the courier's tracking number in My Orders.
        Delivery dates are the courier's estimates, not guarantees. The products become yours, and the risk passes to
        you, when the parcel is delivered. Please check the parcel when it arrives and tell us about any transit damage
        with photos as soon as you can.
      </p>
    ),
  },
  {
    id: 'returns',
    title: 'Returns, replacements and refunds',
    content: (
      <>
        <p>
          You can return a product within {RETURN_WINDOW} of delivery if it is unused, undamaged and in its original
          packaging with all accessories. To start a return, e-mail <a href={SUPPORT_EMAIL_HREF}>{SHOP.supportEmail}</a>{' '}
          with your order number and photos of the item.
        </p>
        <p>
          A product that arrives faulty, damaged or different from what you ordered is replaced or refunded in full.
        </p>
        <p>We cannot accept returns of products that have been:</p>
        <ul>
          <li>soldered, desoldered, cut or physically modified;</li>
          <li>damaged by wrong wiring, reversed polarity, over-voltage or static discharge;</li>
          <li>used as consumables, such as solder, flux, heat-shrink or cut lengths of wire.</li>
        </ul>
        <p>
          Refunds go to the original payment method, or to a bank account or UPI ID you give us for cash-on-delivery
          orders, within 7 business days of the returned item passing our inspection.
        </p>
      </>
    ),
  },
  {
    id: 'warranty',
    title: 'Warranty',
    content: (
      <p>
        Where a manufacturer offers a warranty, we pass it on to you and help you claim it. Development boards and
        modules are tested before sale; a part that is dead on arrival is covered by our returns terms above.
      </p>
    ),
  },
  {
    id: 'safety',
    title: 'Safety',
    content: (
      <p>
        Electronics can be dangerous when used wrongly. Mains-voltage (230V AC) projects, lithium batteries and
        high-current motors need care and the right protection. You are responsible for using products safely and within
        their ratings, and children should build projects under adult supervision.
      </p>
    ),
  },
  {
    id: 'courses',
    title: 'Courses',
    content: (
      <p>
        Course access is personal to the account that enrols and cannot be shared or transferred. Videos, notes and code
        are our copyright or our instructors'; you may use the code in your own projects, but you may not record, resell
        or republish course material.
      </p>
    ),
  },
  {
    id: 'your-content',
    title: 'Reviews and messages you post',
    content: (
      <p>
        Reviews must be honest and about a product you bought. By posting a review you allow us to show it on our site.
        We remove reviews that are abusive, off-topic, contain personal data or advertise other sellers.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <p>
        Do not misuse the site: no attempts to break its security, no automated scraping or ordering, no fake accounts,
        and nothing unlawful. We may block access that harms the shop or other customers.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    content: (
      <p>
        The {SHOP.name} name, logo, site design, text and illustrations belong to us. Product names and trademarks such
        as Arduino, Raspberry Pi and Espressif belong to their owners and are used only to describe the products.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    content: (
      <p>
        To the extent the law allows, our liability for any claim about a product is limited to the amount you paid for
        it, and we are not liable for indirect losses such as lost data or lost profit. Nothing in these terms limits
        your rights under the Consumer Protection Act, 2019 or the Consumer Protection (E-Commerce) Rules, 2020.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    content: (
      <p>
        These terms are governed by the laws of India. Courts in Bengaluru, Karnataka have jurisdiction, without
        affecting your right to approach a consumer commission where you live. We would always rather solve a problem
        directly, so please write to us first.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact and grievances',
    content: (
      <p>
        Questions about these terms: <a href={SUPPORT_EMAIL_HREF}>{SHOP.supportEmail}</a> or {SHOP.supportPhone} (
        {SHOP.supportHours}). Complaints go to our Grievance Officer, as described in our{' '}
        <Link to="/privacy#grievance-officer">Privacy Policy</Link>; we acknowledge them within 48 hours and resolve
        them within one month.
      </p>
    ),
  },
];

export default function TermsPage() {
  const { t } = useLingui();
  const shopName = SHOP.name;
  const returnPeriod = t`${plural(returnDays, { one: '# day', other: '# days' })}`;
  return (
    <LegalPage
      title={t`Terms of Service`}
      updated="2026-11-01"
      summary={
        <p>
          <Trans>
            The rules for buying from {shopName}: how orders, payments, delivery, cancellations and returns within{' '}
            {returnPeriod} work, and what each of us is responsible for.
          </Trans>
        </p>
      }
      sections={SECTIONS}
      sectionsInEnglish
    />
  );
}
