import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RETURN_WINDOW_DAYS, SHOP } from '@makerbazaar/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { NewsletterSignup } from '@/features/content/newsletter-signup';
import { Brand } from './brand';

const QUICK_LINKS = [
  { to: '/categories', label: msg`All Categories` },
  { to: '/projects', label: msg`DIY Projects` },
  { to: '/courses', label: msg`Courses` },
  { to: '/support', label: msg`Support` },
  { to: '/bulk-orders', label: msg`Bulk Orders` },
  { to: '/bom', label: msg`Parts list to cart` },
  { to: '/about', label: msg`About Us` },
  { to: '/contact', label: msg`Contact Us` },
];

const POPULAR_CATEGORIES = [
  { to: '/category/arduino', label: 'Arduino Boards' },
  { to: '/category/raspberry-pi', label: 'Raspberry Pi' },
  { to: '/category/esp32', label: 'ESP32 & IoT' },
  { to: '/category/sensors', label: 'Sensors' },
  { to: '/category/motors', label: 'Motors & Drivers' },
  { to: '/category/displays', label: 'Displays' },
];

/** One of the footer's columns of links under its heading. */
function LinkColumn({ heading, links }: { heading: ReactNode; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="font-semibold">{heading}</h2>
      <ul className="mt-2 text-muted-foreground desktop:mt-4 desktop:space-y-2.5">
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className="list-link">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
// What checkout takes: Razorpay's UPI, cards and net banking, and cash on delivery; the shop ships within India.
const PAYMENT_METHODS = [msg`UPI`, msg`Visa`, msg`Mastercard`, msg`RuPay`, msg`Net Banking`, msg`Cash on Delivery`];
const PROMISES = [
  { icon: 'truck', label: msg`Free Shipping Across India` },
  { icon: 'shield-check', label: msg`Secure Payments` },
  { icon: 'rotate-ccw', label: msg`${RETURN_WINDOW_DAYS} Day Return Policy` },
  { icon: 'headphones', label: msg`Technical Support` },
] as const;

export default function Footer() {
  const { i18n, t } = useLingui();
  const year = new Date().getFullYear();
  return (
    // Below every page's content: not laid out or painted until it comes near the screen.
    <footer className="mt-16 border-t bg-card text-sm drawn-when-near [contain-intrinsic-size:auto_101rem] sm:[contain-intrinsic-size:auto_52rem] lg:[contain-intrinsic-size:auto_38rem] xl:[contain-intrinsic-size:auto_32rem]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Brand />
          <p className="text-muted-foreground">
            <Trans>
              Boards, sensors, motors and everything else makers, students and engineers across India need to build
              things — with honest prices in rupees and real technical help.
            </Trans>
          </p>
          <ul className="space-y-1 text-muted-foreground desktop:space-y-2">
            <li className="flex items-center gap-2 desktop:items-start">
              <Icon name="phone" className="size-4 shrink-0 desktop:mt-0.5" />
              <a href={`tel:${SHOP.supportPhone.replace(/\s/g, '')}`} className="list-link">
                {SHOP.supportPhone}
              </a>
            </li>
            <li className="flex items-center gap-2 desktop:items-start">
              <Icon name="mail" className="size-4 shrink-0 desktop:mt-0.5" />
              <a href={`mailto:${SHOP.supportEmail}`} className="list-link">
                {SHOP.supportEmail}
              </a>
            </li>
            <li className="flex gap-2">
              <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
              {SHOP.address}
            </li>
          </ul>
        </div>
        <LinkColumn
          heading={<Trans>Quick Links</Trans>}
          links={QUICK_LINKS.map(({ to, label }) => ({ to, label: i18n._(label) }))}
        />
        <LinkColumn heading={<Trans>Popular Categories</Trans>} links={POPULAR_CATEGORIES} />
        <div className="space-y-4">
          <h2 className="font-semibold">
            <Trans>Stay in the loop</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>New arrivals, project ideas and restock alerts. No spam.</Trans>
          </p>
          <NewsletterSignup />
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto grid max-w-7xl grid-cols-2 gap-4 px-4 py-6 sm:px-6 md:grid-cols-4 lg:px-8">
          {PROMISES.map(({ icon, label }) => (
            <div key={label.id} className="flex items-center gap-2 font-medium">
              <Icon name={icon} className="size-5 text-primary" /> {i18n._(label)}
            </div>
          ))}
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-xs text-muted-foreground sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            <Trans>© {year} MakerBazaar. All rights reserved.</Trans>
          </p>
          <ul className="flex flex-wrap gap-2" aria-label={t`Payment methods we accept`}>
            {PAYMENT_METHODS.map((method) => (
              <li key={method.id} className="rounded border px-2 py-1 font-semibold text-foreground">
                {i18n._(method)}
              </li>
            ))}
          </ul>
          <nav aria-label={t`Legal`} className="flex flex-wrap gap-x-4 desktop:gap-y-4">
            <Link to="/privacy" className="list-link">
              <Trans>Privacy Policy</Trans>
            </Link>
            <Link to="/terms" className="list-link">
              <Trans>Terms of Service</Trans>
            </Link>
            <Link to="/data-deletion" className="list-link">
              <Trans>Data Deletion</Trans>
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
