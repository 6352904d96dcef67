import { DATA_DELETION_BUSINESS_DAYS, SHOP } from '@makerbazaar/core';
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LegalPage, type LegalSection } from './legal-page';
import { SUPPORT_EMAIL_HREF } from './shop-policy';

const SUBJECT = 'Data Deletion Request';
const REQUEST_BODY = [
  'Please delete my MakerBazaar account and the personal data linked to it.',
  '',
  'Username:',
  'Registered phone number:',
].join('\n');
const REQUEST_HREF = `${SUPPORT_EMAIL_HREF}?subject=${encodeURIComponent(SUBJECT)}&body=${encodeURIComponent(REQUEST_BODY)}`;

const SECTIONS: LegalSection[] = [
  {
    id: 'how-to-request',
    title: 'How to ask us to delete your data',
    content: (
      <ol>
        <li>
          Send an e-mail to <a href={REQUEST_HREF}>{SHOP.supportEmail}</a> with the subject <strong>"{SUBJECT}"</strong>
          .
        </li>
        <li>
          Send it from the e-mail address registered on your account, so we know the request comes from you. If you no
          longer use that address, say so and we will verify you another way.
        </li>
        <li>Include your username and the phone number on your account.</li>
      </ol>
    ),
  },
  {
    id: 'what-happens-next',
    title: 'What happens next',
    content: (
      <>
        <p>
          We acknowledge your request by e-mail, check that it comes from the account holder, and delete your data
          within <strong>{DATA_DELETION_BUSINESS_DAYS} business days</strong>. We e-mail you once more when it is done.
        </p>
        <p>
          If you have an order on its way or a return in progress, we tell you and complete the deletion as soon as it
          is closed, so that your parcel or refund is not lost.
        </p>
        <p>
          Deletion is permanent: your order history, saved addresses and course access cannot be restored, and if you
          shop with us again you start a new account.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-delete',
    title: 'What we delete',
    content: (
      <ul>
        <li>Your profile: name, username, e-mail address, phone number and password.</li>
        <li>Saved addresses, your wishlist, your cart, notifications and settings.</li>
        <li>
          Saved payment methods: your UPI IDs and the references of saved cards (Razorpay's token, the brand, the last
          four digits and the expiry).
        </li>
        <li>Your product reviews and course enrolments.</li>
        <li>Your newsletter subscription and contact-form and support messages.</li>
      </ul>
    ),
  },
  {
    id: 'what-we-keep',
    title: 'What we keep, and why',
    content: (
      <>
        <p>Indian law requires us to keep some records after an account is deleted:</p>
        <ul>
          <li>
            <strong>Order records</strong> (the name, address, items and amounts of each order), for as long as the
            Central Goods and Services Tax Act, 2017 and the Income-tax Act require, currently up to eight years.
          </li>
          <li>
            <strong>Payment transaction records</strong> (amount, date and Razorpay payment ID), which Razorpay and the
            banks also keep under Reserve Bank of India rules.
          </li>
          <li>
            <strong>Records needed for an open dispute</strong>, chargeback or legal claim, until it is settled.
          </li>
        </ul>
        <p>
          These records are kept apart from the shop, seen only by the staff who handle accounts and tax, never used for
          marketing, and deleted when the legal period ends.
        </p>
      </>
    ),
  },
  {
    id: 'less-than-deletion',
    title: 'If you only want fewer e-mails',
    content: (
      <p>
        You do not need to delete your account to stop hearing from us. Every newsletter has an unsubscribe link, and
        you can correct your details in your <Link to="/profile">profile</Link> at any time. See our{' '}
        <Link to="/privacy">Privacy Policy</Link> for all your rights over your data.
      </p>
    ),
  },
];

export default function DataDeletionPage() {
  return (
    <LegalPage
      title="Data Deletion"
      updated="2026-11-01"
      summary={
        <p>
          You can ask us to delete your {SHOP.name} account and personal data at any time. We complete every request
          within {DATA_DELETION_BUSINESS_DAYS} business days, keeping only the records the law requires.
        </p>
      }
      action={
        <Button asChild>
          <a href={REQUEST_HREF}>
            <Mail /> E-mail a deletion request
          </a>
        </Button>
      }
      sections={SECTIONS}
    />
  );
}
