import { RETURN_WINDOW_DAYS, SHOP } from '@makerbazaar/core';
import { Headphones, Mail, MapPin, Phone, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Brand } from './brand';

// The form brings the form libraries; it loads after the page, in a box of the same size.
const NewsletterForm = lazy(() => import('@/features/content/newsletter-form'));

const QUICK_LINKS = [
  { to: '/categories', label: 'All Categories' },
  { to: '/projects', label: 'DIY Projects' },
  { to: '/courses', label: 'Courses' },
  { to: '/support', label: 'Support' },
  { to: '/bulk-orders', label: 'Bulk Orders' },
];

const POPULAR_CATEGORIES = ['Arduino Boards', 'Raspberry Pi', 'ESP32 & IoT', 'Sensors', 'Motors & Drivers', 'Displays'];
// What checkout takes: Razorpay's UPI, cards and net banking, and cash on delivery; the shop ships within India.
const PAYMENT_METHODS = ['UPI', 'Visa', 'Mastercard', 'RuPay', 'Net Banking', 'Cash on Delivery'];
const PROMISES = [
  { icon: Truck, label: 'Free Shipping Across India' },
  { icon: ShieldCheck, label: 'Secure Payments' },
  { icon: RotateCcw, label: `${RETURN_WINDOW_DAYS} Day Return Policy` },
  { icon: Headphones, label: 'Technical Support' },
];

export default function Footer() {
  return (
    <footer className="mt-16 border-t bg-card text-sm">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Brand />
          <p className="text-muted-foreground">
            Boards, sensors, motors and everything else makers, students and engineers across India need to build things
            — with honest prices in rupees and real technical help.
          </p>
          <ul className="space-y-2 text-muted-foreground">
            <li className="flex gap-2">
              <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a href={`tel:${SHOP.supportPhone.replace(/\s/g, '')}`} className="hover:text-foreground">
                {SHOP.supportPhone}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${SHOP.supportEmail}`} className="hover:text-foreground">
                {SHOP.supportEmail}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{SHOP.address}</span>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold">Quick Links</h2>
          <ul className="mt-4 space-y-2.5">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted-foreground hover:text-foreground">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold">Popular Categories</h2>
          <ul className="mt-4 space-y-2.5 text-muted-foreground">
            {POPULAR_CATEGORIES.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
        <div className="space-y-4">
          <h2 className="font-semibold">Stay in the loop</h2>
          <p className="text-muted-foreground">New arrivals, project ideas and restock alerts. No spam.</p>
          <Suspense fallback={<div className="h-10" />}>
            <NewsletterForm />
          </Suspense>
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto grid max-w-7xl grid-cols-2 gap-4 px-4 py-6 sm:px-6 md:grid-cols-4 lg:px-8">
          {PROMISES.map(({ icon: Icon, label }) => (
            <div key={label} className="flex items-center gap-2 font-medium">
              <Icon className="size-5 text-primary" aria-hidden="true" /> {label}
            </div>
          ))}
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-xs text-muted-foreground sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>© {new Date().getFullYear()} MakerBazaar. All rights reserved.</p>
          <ul className="flex flex-wrap gap-2" aria-label="Payment methods we accept">
            {PAYMENT_METHODS.map((m) => (
              <li key={m} className="rounded border px-2 py-1 font-semibold text-foreground">
                {m}
              </li>
            ))}
          </ul>
          <nav aria-label="Legal" className="flex gap-4">
            <Link to="/privacy" className="hover:text-foreground">
              Privacy Policy
            </Link>
            <Link to="/terms" className="hover:text-foreground">
              Terms of Service
            </Link>
            <Link to="/data-deletion" className="hover:text-foreground">
              Data Deletion
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
