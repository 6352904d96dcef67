import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DATA_DELETION_BUSINESS_DAYS, SHOP } from '@makerbazaar/core';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
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

const supportEmail = SHOP.supportEmail;
const subject = SUBJECT;
const days = DATA_DELETION_BUSINESS_DAYS;

const SECTIONS: (Omit<LegalSection, 'title'> & { title: MessageDescriptor })[] = [
  {
    id: 'how-to-request',
    title: msg`How to ask us to delete your data`,
    content: (
      <ol>
        <li>
          <Trans>
            Send an e-mail to <a href={REQUEST_HREF}>{supportEmail}</a> with the subject <strong>"{subject}"</strong>.
          </Trans>
        </li>
        <li>
          <Trans>
            Send it from the e-mail address registered on your account, so we know the request comes from you. If you no
            longer use that address, say so and we will verify you another way.
          </Trans>
        </li>
        <li>
          <Trans>Include your username and the phone number on your account.</Trans>
        </li>
      </ol>
    ),
  },
  {
    id: 'what-happens-next',
    title: msg`What happens next`,
    content: (
      <>
        <p>
          <Trans>
            We acknowledge your request by e-mail, check that it comes from the account holder, and delete your data
            within{' '}
            <strong>
              <Plural value={days} one="# business day" other="# business days" />
            </strong>
            . We e-mail you once more when it is done.
          </Trans>
        </p>
        <p>
          <Trans>
            If you have an order on its way or a return in progress, we tell you and complete the deletion as soon as it
            is closed, so that your parcel or refund is not lost.
          </Trans>
        </p>
        <p>
          <Trans>
            Deletion is permanent: your order history, saved addresses and course access cannot be restored, and if you
            shop with us again you start a new account.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'what-we-delete',
    title: msg`What we delete`,
    content: (
      <ul>
        <li>
          <Trans>Your profile: name, username, e-mail address, phone number and password.</Trans>
        </li>
        <li>
          <Trans>Saved addresses, your wishlist, your cart, notifications and settings.</Trans>
        </li>
        <li>
          <Trans>
            Saved payment methods: your UPI IDs and the references of saved cards (Razorpay's token, the brand, the last
            four digits and the expiry).
          </Trans>
        </li>
        <li>
          <Trans>Your product reviews and course enrolments.</Trans>
        </li>
        <li>
          <Trans>Your newsletter subscription and contact-form and support messages.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'what-we-keep',
    title: msg`What we keep, and why`,
    content: (
      <>
        <p>
          <Trans>Indian law requires us to keep some records after an account is deleted:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Order records</strong> (the name, address, items and amounts of each order), for as long as the
              Central Goods and Services Tax Act, 2017 and the Income-tax Act require, currently up to eight years.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Payment transaction records</strong> (amount, date and Razorpay payment ID), which Razorpay and
              the banks also keep under Reserve Bank of India rules.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Records needed for an open dispute</strong>, chargeback or legal claim, until it is settled.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            These records are kept apart from the shop, seen only by the staff who handle accounts and tax, never used
            for marketing, and deleted when the legal period ends.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'less-than-deletion',
    title: msg`If you only want fewer e-mails`,
    content: (
      <p>
        <Trans>
          You do not need to delete your account to stop hearing from us. Every newsletter has an unsubscribe link, and
          you can correct your details in your <Link to="/profile">profile</Link> at any time. See our{' '}
          <Link to="/privacy">Privacy Policy</Link> for all your rights over your data.
        </Trans>
      </p>
    ),
  },
];

export default function DataDeletionPage() {
  const { i18n, t } = useLingui();
  const shopName = SHOP.name;
  return (
    <LegalPage
      title={t`Data Deletion`}
      updated="2026-11-01"
      summary={
        <p>
          <Trans>
            You can ask us to delete your {shopName} account and personal data at any time. We complete every request
            within <Plural value={days} one="# business day" other="# business days" />, keeping only the records the
            law requires.
          </Trans>
        </p>
      }
      action={
        <Button asChild>
          <a href={REQUEST_HREF}>
            <Icon name="mail" /> <Trans>E-mail a deletion request</Trans>
          </a>
        </Button>
      }
      sections={SECTIONS.map((section) => ({ ...section, title: i18n._(section.title) }))}
    />
  );
}
