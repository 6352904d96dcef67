import { EMAIL_REPLY_TIME, SHOP } from '@makerbazaar/core';
import {
  ArrowRight,
  Boxes,
  Camera,
  Code,
  FileQuestionMark,
  Hash,
  ListChecks,
  type LucideIcon,
  Monitor,
  Package,
  RotateCcw,
  Waypoints,
} from 'lucide-react';
import { Link } from 'react-router';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { ContactChannels } from './contact-channels';
import { SectionHeading } from './landing-sections';
import { CANCELLATION_WINDOW, RETURN_WINDOW, SUPPORT_EMAIL_HREF } from './shop-policy';
import { SupportRequestForm } from './support-request-form';

const SHORTCUTS: { icon: LucideIcon; title: string; text: string; to: string }[] = [
  {
    icon: FileQuestionMark,
    title: 'Help centre',
    text: 'Quick answers on payments, delivery, returns, coupons and boards that will not connect.',
    to: '/help',
  },
  {
    icon: Package,
    title: 'My Orders',
    text: `Track a parcel, check its status or cancel it within ${CANCELLATION_WINDOW} of ordering.`,
    to: '/orders',
  },
  {
    icon: Boxes,
    title: 'Bulk and lab orders',
    text: 'Volume pricing, GST invoices and purchase orders for colleges, labs and companies.',
    to: '/bulk-orders',
  },
];

const NEXT_STEPS = [
  {
    title: 'A ticket number at once',
    text: 'It appears as soon as you send the form. Quote it whenever you write or call.',
  },
  {
    title: 'An engineer reads it',
    text: 'Order questions go to our orders desk; wiring and code questions to an engineer who uses these parts.',
  },
  {
    title: `A reply within ${EMAIL_REPLY_TIME}`,
    text: 'By e-mail, usually much sooner. Reply to it to add photos, diagrams or code.',
  },
];

const CHECKLIST: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Hash,
    title: 'Your order number',
    text: 'It is in your order confirmation and in My Orders, and lets us find your parts and batch at once.',
  },
  {
    icon: Camera,
    title: 'Photos',
    text: 'Both sides of the part, its label or markings, and any damage to the part or the parcel.',
  },
  {
    icon: Waypoints,
    title: 'A wiring diagram',
    text: 'A Fritzing or KiCad screenshot, a neat hand drawing, or a clear photo taken from above the breadboard.',
  },
  {
    icon: Code,
    title: 'Your code and the error',
    text: 'Attach the sketch or script and copy the exact error message from the IDE or Serial Monitor.',
  },
  {
    icon: Monitor,
    title: 'Your setup',
    text: 'The board, your operating system, the IDE version and how the circuit is powered.',
  },
  {
    icon: ListChecks,
    title: 'What you have tried',
    text: 'Other cables, ports, boards or libraries you have already tested, so we can skip straight past them.',
  },
];

export default function SupportPage() {
  return (
    <PageContainer className="space-y-14 py-8 sm:py-10">
      <div>
        <PageHeader
          title="Support Centre"
          description="Help with an order, a return or a circuit that will not behave — from engineers who use these parts every day."
        />
        <h2 className="sr-only">Ways to reach us</h2>
        <ContactChannels />
      </div>

      <section aria-labelledby="support-request" className="grid gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="rounded-lg border bg-card p-5 shadow-sm sm:p-6">
          <h2 id="support-request" className="text-lg font-semibold">
            Open a support request
          </h2>
          <p className="mt-1 mb-5 text-sm text-muted-foreground">
            Tell us what is wrong. Signed in, you can name the order it is about.
          </p>
          <SupportRequestForm />
        </div>
        <aside aria-labelledby="support-next" className="self-start rounded-lg border bg-secondary/40 p-5 sm:p-6">
          <h2 id="support-next" className="text-lg font-semibold">
            What happens next
          </h2>
          <NumberedSteps steps={NEXT_STEPS} className="mt-4" />
        </aside>
      </section>

      <section aria-labelledby="support-shortcuts">
        <SectionHeading id="support-shortcuts" title="Find it yourself" />
        <ul className="grid gap-4 md:grid-cols-3">
          {SHORTCUTS.map(({ icon: Icon, title, text, to }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full gap-4 rounded-lg border bg-card p-5 shadow-sm transition hover:border-primary/50 hover:shadow-md"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
                <span className="flex-1">
                  <span className="flex items-center gap-1 font-semibold">
                    {title}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 text-primary transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                  <span className="mt-1 block text-sm text-muted-foreground">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="support-checklist" className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <SectionHeading
          id="support-checklist"
          title="What to include in your request"
          description="Send these with your first message and we can usually solve the problem in one reply."
        />
        <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {CHECKLIST.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="support-returns"
        className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-secondary/50 p-6 sm:flex-row sm:items-center sm:p-8"
      >
        <RotateCcw aria-hidden="true" className="size-10 shrink-0 text-primary" />
        <div>
          <h2 id="support-returns" className="text-lg font-bold tracking-tight">
            Faulty part or wrong item?
          </h2>
          <p className="mt-1 text-muted-foreground">
            Tell us within {RETURN_WINDOW} of delivery. E-mail{' '}
            <a href={SUPPORT_EMAIL_HREF} className="font-medium text-primary underline underline-offset-2">
              {SHOP.supportEmail}
            </a>{' '}
            with your order number and photos, and we will arrange a replacement or a full refund. See the{' '}
            <Link to="/terms#returns" className="font-medium text-primary underline underline-offset-2">
              returns terms
            </Link>{' '}
            for details.
          </p>
        </div>
      </section>
    </PageContainer>
  );
}
