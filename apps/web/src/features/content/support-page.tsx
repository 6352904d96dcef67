import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { EMAIL_REPLY_TIME, RETURN_WINDOW_DAYS, SHOP } from '@makerbazaar/core';
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
import { type Feature, FeatureRows, SectionHeading } from '@/components/landing-blocks';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { ContactChannels } from './contact-channels';
import { CANCELLATION_WINDOW_HOURS, SUPPORT_EMAIL_HREF } from './shop-policy';
import { sayWithShopTimes } from './shop-times';
import { SupportRequestForm } from './support-request-form';

const cancellationHours = CANCELLATION_WINDOW_HOURS;
const returnDays = RETURN_WINDOW_DAYS;
const replyTime = EMAIL_REPLY_TIME;

const SHORTCUTS: { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor; to: string }[] = [
  {
    icon: FileQuestionMark,
    title: msg`Help centre`,
    text: msg`Quick answers on payments, delivery, returns, coupons and boards that will not connect.`,
    to: '/help',
  },
  {
    icon: Package,
    title: msg`My Orders`,
    text: msg`Track a parcel, check its status or cancel it within ${plural(cancellationHours, { one: '# hour', other: '# hours' })} of ordering.`,
    to: '/orders',
  },
  {
    icon: Boxes,
    title: msg`Bulk and lab orders`,
    text: msg`Volume pricing, GST invoices and purchase orders for colleges, labs and companies.`,
    to: '/bulk-orders',
  },
];

const NEXT_STEPS = [
  {
    title: msg`A ticket number at once`,
    text: msg`It appears as soon as you send the form. Quote it whenever you write or call.`,
  },
  {
    title: msg`An engineer reads it`,
    text: msg`Order questions go to our orders desk; wiring and code questions to an engineer who uses these parts.`,
  },
  {
    title: msg`A reply within ${replyTime}`,
    text: msg`By e-mail, usually much sooner. Reply to it to add photos, diagrams or code.`,
  },
];

const CHECKLIST: Feature[] = [
  {
    icon: Hash,
    title: msg`Your order number`,
    text: msg`It is in your order confirmation and in My Orders, and lets us find your parts and batch at once.`,
  },
  {
    icon: Camera,
    title: msg`Photos`,
    text: msg`Both sides of the part, its label or markings, and any damage to the part or the parcel.`,
  },
  {
    icon: Waypoints,
    title: msg`A wiring diagram`,
    text: msg`A Fritzing or KiCad screenshot, a neat hand drawing, or a clear photo taken from above the breadboard.`,
  },
  {
    icon: Code,
    title: msg`Your code and the error`,
    text: msg`Attach the sketch or script and copy the exact error message from the IDE or Serial Monitor.`,
  },
  {
    icon: Monitor,
    title: msg`Your setup`,
    text: msg`The board, your operating system, the IDE version and how the circuit is powered.`,
  },
  {
    icon: ListChecks,
    title: msg`What you have tried`,
    text: msg`Other cables, ports, boards or libraries you have already tested, so we can skip straight past them.`,
  },
];

export default function SupportPage() {
  const { i18n, t } = useLingui();
  const nextSteps = NEXT_STEPS.map((step) => ({ title: sayWithShopTimes(i18n, step.title), text: i18n._(step.text) }));
  const supportEmail = SHOP.supportEmail;
  return (
    <PageContainer className="space-y-14 py-8 sm:py-10">
      <div>
        <PageHeader
          title={t`Support Centre`}
          description={t`Help with an order, a return or a circuit that will not behave — from engineers who use these parts every day.`}
        />
        <h2 className="sr-only">
          <Trans>Ways to reach us</Trans>
        </h2>
        <ContactChannels />
      </div>

      <section aria-labelledby="support-request" className="grid gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="rounded-lg border bg-card p-5 shadow-sm sm:p-6">
          <h2 id="support-request" className="text-lg font-semibold">
            <Trans>Open a support request</Trans>
          </h2>
          <p className="mt-1 mb-5 text-sm text-muted-foreground">
            <Trans>Tell us what is wrong. Signed in, you can name the order it is about.</Trans>
          </p>
          <SupportRequestForm />
        </div>
        <aside aria-labelledby="support-next" className="self-start rounded-lg border bg-secondary/40 p-5 sm:p-6">
          <h2 id="support-next" className="text-lg font-semibold">
            <Trans>What happens next</Trans>
          </h2>
          <NumberedSteps steps={nextSteps} className="mt-4" />
        </aside>
      </section>

      <section aria-labelledby="support-shortcuts">
        <SectionHeading id="support-shortcuts" title={t`Find it yourself`} />
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
                    {i18n._(title)}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 text-primary transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                  <span className="mt-1 block text-sm text-muted-foreground">{i18n._(text)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="support-checklist" className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <SectionHeading
          id="support-checklist"
          title={t`What to include in your request`}
          description={t`Send these with your first message and we can usually solve the problem in one reply.`}
        />
        <FeatureRows features={CHECKLIST} look="round" className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3" />
      </section>

      <section
        aria-labelledby="support-returns"
        className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-secondary/50 p-6 sm:flex-row sm:items-center sm:p-8"
      >
        <RotateCcw aria-hidden="true" className="size-10 shrink-0 text-primary" />
        <div>
          <h2 id="support-returns" className="text-lg font-bold tracking-tight">
            <Trans>Faulty part or wrong item?</Trans>
          </h2>
          <p className="mt-1 text-muted-foreground">
            <Trans>
              Tell us within <Plural value={returnDays} one="# day" other="# days" /> of delivery. E-mail{' '}
              <a href={SUPPORT_EMAIL_HREF} className="font-medium text-primary underline underline-offset-2">
                {supportEmail}
              </a>{' '}
              with your order number and photos, and we will arrange a replacement or a full refund. See the{' '}
              <Link to="/terms#returns" className="font-medium text-primary underline underline-offset-2">
                returns terms
              </Link>{' '}
              for details.
            </Trans>
          </p>
        </div>
      </section>
    </PageContainer>
  );
}
