import { Trans, useLingui } from '@lingui/react/macro';
import { DATA_DELETION_BUSINESS_DAYS, SHOP } from '@makerbazaar/core';
import { Link } from 'react-router';
import { LegalPage, type LegalSection } from './legal-page';
import { SUPPORT_EMAIL_HREF } from './shop-policy';

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <>
        <p>
          {SHOP.name} is an online shop for electronic components, development boards and learning kits, operated from{' '}
          {SHOP.address}. For the personal data you share with us we are the <strong>Data Fiduciary</strong> under the
          Digital Personal Data Protection Act, 2023 (DPDP Act), and we handle sensitive data such as passwords as the
          Information Technology Act, 2000 and its Reasonable Security Practices Rules, 2011 require.
        </p>
        <p>
          This policy explains what we collect, why, who we share it with, how long we keep it and the rights you have.
          It applies to our website, our courses and any e-mail or phone conversation with our team.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    content: (
      <>
        <p>We collect only what we need to sell, deliver and support the parts you buy:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, username, e-mail address, phone number and password (stored
            only as a salted hash that nobody, including us, can read back).
          </li>
          <li>
            <strong>Delivery details:</strong> the addresses and phone numbers you save or enter at checkout.
          </li>
          <li>
            <strong>Orders:</strong> what you bought, prices, order status, returns and invoices.
          </li>
          <li>
            <strong>Payment records:</strong> the payment method type, the amount, the status and the Razorpay payment
            ID. Card numbers, CVVs, UPI PINs and net-banking passwords are entered on Razorpay's secure checkout and
            never reach or stay on our servers.
          </li>
          <li>
            <strong>Saved payment methods:</strong> the UPI IDs you save, and for a card you ask Razorpay to save while
            paying, only Razorpay's token reference, the card brand, the last four digits and the expiry. You can delete
            them on the Payment Methods page at any time; deleting a card there deletes it at Razorpay too.
          </li>
          <li>
            <strong>What you send us:</strong> contact-form messages, support e-mails with photos or wiring diagrams,
            product reviews, your newsletter subscription and your course enrolments.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser type and the pages requested, recorded in server logs
            to keep the shop secure and working.
          </li>
          <li>
            <strong>Notifications:</strong> the notifications we show in your account, and a fingerprint of each browser
            you sign in from, so we can warn you of a sign-in from one you have not used before.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your data',
    content: (
      <ul>
        <li>
          To create and run your account, process your orders and payments, and keep the records tax law requires.
        </li>
        <li>To pack, ship and track your parcels, and to handle cancellations, returns and refunds.</li>
        <li>To answer your questions and give technical help with the parts you bought.</li>
        <li>To give you access to the courses you enrol in.</li>
        <li>To send order and account notifications, which are part of the service.</li>
        <li>To send the newsletter and offers, only if you subscribe, with an unsubscribe link in every e-mail.</li>
        <li>To detect and prevent fraud, abuse and security incidents, and to meet our legal and tax obligations.</li>
      </ul>
    ),
  },
  {
    id: 'consent',
    title: 'Consent and lawful use',
    content: (
      <>
        <p>
          We process your personal data with your consent, which you give when you create an account, place an order,
          subscribe or write to us, and for the legitimate uses the DPDP Act allows, such as meeting a legal obligation
          or responding to a medical or safety emergency.
        </p>
        <p>
          You can withdraw your consent at any time by e-mailing <a href={SUPPORT_EMAIL_HREF}>{SHOP.supportEmail}</a>.
          Withdrawing consent does not affect processing that took place before, and we may be unable to fulfil an open
          order without the details it needs.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <p>We never sell or rent your personal data. We share only what each party needs to do its job:</p>
        <ul>
          <li>
            <strong>Courier partners</strong> receive your name, delivery address and phone number to deliver your
            parcel.
          </li>
          <li>
            <strong>Razorpay</strong>, our payment gateway, processes online payments and refunds under its own PCI DSS
            certification and privacy policy.
          </li>
          <li>
            <strong>Service providers</strong> that host our systems and deliver our e-mails process data only on our
            instructions and under contracts that require them to protect it.
          </li>
          <li>
            <strong>Government and law-enforcement authorities</strong> when Indian law requires it, for example for tax
            assessments or a lawful order.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    content: (
      <p>
        We use only what the shop needs to work: a secure, HttpOnly cookie that keeps you signed in, and your light or
        dark theme choice saved in your browser. We do not use advertising cookies, and we do not let advertising
        networks track you on our site.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <ul>
        <li>Account, address and wishlist data: for as long as your account is open.</li>
        <li>
          Invoices and order records: for the period the Central Goods and Services Tax Act, 2017 and the Income-tax Act
          require, currently up to eight years, even after you close your account.
        </li>
        <li>Security logs: 180 days, as CERT-In's directions require.</li>
        <li>Support messages: up to two years after the conversation ends, to help with warranty and repeat issues.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    content: (
      <>
        <p>
          The whole site runs over HTTPS. Passwords are hashed with Argon2id, sign-in sessions use short-lived tokens,
          and only staff who need your data to serve you can see it. Payment card data is handled entirely by Razorpay.
        </p>
        <p>
          If a personal data breach ever affects you, we will inform you and the Data Protection Board of India as the
          DPDP Act requires, and tell you what we are doing about it.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>Under the DPDP Act you have the right to:</p>
        <ul>
          <li>get a summary of the personal data we hold about you and who we have shared it with;</li>
          <li>correct, complete or update it (most of it you can edit yourself in your profile);</li>
          <li>
            have it erased — see <Link to="/data-deletion">Data Deletion</Link>; we complete requests within{' '}
            {DATA_DELETION_BUSINESS_DAYS} business days;
          </li>
          <li>withdraw your consent;</li>
          <li>have a grievance addressed by us, and then by the Data Protection Board of India;</li>
          <li>nominate someone to exercise these rights if you die or become unable to.</li>
        </ul>
        <p>
          To use any of these rights, write to <a href={SUPPORT_EMAIL_HREF}>{SHOP.supportEmail}</a> from the e-mail
          address on your account.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        Many of our customers are students. If you are under 18, a parent or guardian must create the account or place
        the order and give consent for you, as the DPDP Act requires. We do not knowingly collect data from children
        without that consent, and we never track children or show them targeted advertising.
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer',
    content: (
      <>
        <p>
          For any complaint about how we handle your personal data, contact our Grievance Officer at{' '}
          <a href={`${SUPPORT_EMAIL_HREF}?subject=${encodeURIComponent('Grievance')}`}>{SHOP.supportEmail}</a> with the
          subject "Grievance", call {SHOP.supportPhone} ({SHOP.supportHours}) or write to {SHOP.name}, {SHOP.address}.
        </p>
        <p>
          We acknowledge grievances within 48 hours and resolve them within one month. If you are not satisfied with our
          answer, you may complain to the Data Protection Board of India.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        When we change this policy we update the date at the top of this page. If a change affects how we use data you
        have already given us, we will e-mail you before it takes effect.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Privacy Policy`}
      updated="2026-11-01"
      summary={
        <p>
          <Trans>
            In short: we collect what we need to deliver your orders and help you, we never sell it, card details stay
            with Razorpay, and you can see, correct or delete your data at any time.
          </Trans>
        </p>
      }
      sections={SECTIONS}
      sectionsInEnglish
    />
  );
}
