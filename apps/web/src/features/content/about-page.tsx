import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { EMAIL_REPLY_TIME, RETURN_WINDOW_DAYS } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, CircleCheck, CircuitBoard, Eye, GraduationCap, IndianRupee, Target, Wrench } from 'lucide-react';
import { type Feature, FeatureCards, LandingHero, SectionHeading } from '@/components/landing-blocks';
import { ButtonLink } from '@/components/ui/button-link';
import { PageContainer } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { categoriesQueryOptions } from '@/features/catalog';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { COD_LIMIT, DISPATCH_HOURS } from './shop-policy';
import { sayWithShopTimes } from './shop-times';

const PURPOSE: Feature[] = [
  {
    icon: Target,
    title: msg`Our mission`,
    text: msg`To put every part an Indian maker needs within easy reach: genuine, fairly priced in rupees, shipped quickly, and backed by people who can help you get it working.`,
  },
  {
    icon: Eye,
    title: msg`Our vision`,
    text: msg`An India where every student, hobbyist and engineer can go from an idea to a working prototype in a week, without waiting for imports or guessing whether a board is real.`,
  },
];

const VALUES: Feature[] = [
  {
    icon: BadgeCheck,
    title: msg`Genuine parts`,
    text: msg`We buy from manufacturers and authorised distributors, test incoming batches, and label compatible boards as compatible.`,
  },
  {
    icon: IndianRupee,
    title: msg`Honest prices`,
    text: msg`Clear prices in rupees with GST included: what you see on the product page is what you pay.`,
  },
  {
    icon: Wrench,
    title: msg`Help that knows electronics`,
    text: msg`Support is run by engineers who read your wiring diagram and your code, not a script.`,
  },
  {
    icon: GraduationCap,
    title: msg`Learning for everyone`,
    text: msg`Courses and project guides that start from zero, because the next great engineer may be building a first circuit today.`,
  },
];

const { from: dispatchFrom, to: dispatchTo } = DISPATCH_HOURS;
const returnDays = RETURN_WINDOW_DAYS;
const codLimit = COD_LIMIT;
const replyTime = EMAIL_REPLY_TIME;

const REASONS = [
  msg`Prices shown with GST included, for students, labs and companies alike`,
  msg`Orders packed and dispatched from Bengaluru within ${dispatchFrom}–${dispatchTo} hours`,
  msg`${returnDays}-day returns, and parts that arrive faulty replaced or refunded`,
  msg`UPI, cards and net banking through Razorpay, or cash on delivery up to ${codLimit}`,
  msg`Technical help by e-mail 24/7, with a reply within ${replyTime}`,
  msg`Volume pricing and purchase orders for colleges, labs and companies`,
];

const TEAM = [
  {
    name: 'Arjun Mehta',
    role: msg`Founder & CEO`,
    bio: msg`Spent eight years designing industrial controllers in Pune before starting the shop he wished he could buy from.`,
  },
  {
    name: 'Kavya Iyer',
    role: msg`Head of Technical Support`,
    bio: msg`An electronics and communication engineer who leads the team answering wiring, driver and code questions.`,
  },
  {
    name: 'Imran Shaikh',
    role: msg`Sourcing & Quality`,
    bio: msg`Works with manufacturers and distributors, and tests every new batch before it reaches the shelves.`,
  },
  {
    name: 'Rohan Deshpande',
    role: msg`Operations Lead`,
    bio: msg`Runs the Bengaluru warehouse and the courier partnerships that get your parcel out the door on time.`,
  },
  {
    name: 'Sneha Reddy',
    role: msg`Courses & Community`,
    bio: msg`A former college robotics-club mentor who designs our courses and runs workshops with colleges.`,
  },
  {
    name: 'Priya Nair',
    role: msg`Customer Experience`,
    bio: msg`Looks after orders, returns and refunds, and makes sure every message gets a real answer.`,
  },
];

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

function Stats() {
  const { t } = useLingui();
  const { data: categories, isPending, isError } = useQuery(categoriesQueryOptions());
  const live = categories
    ? [
        {
          value: formatNumber(categories.reduce((sum, c) => sum + c.products_count, 0)),
          label: t`Products in our catalogue`,
        },
        { value: formatNumber(categories.length), label: t`Categories, from boards to tools` },
      ]
    : [];
  const stats = [
    ...live,
    { value: t`${dispatchFrom}–${dispatchTo} hours`, label: t`To pack and dispatch your order` },
    {
      value: t`${plural(returnDays, { one: '# day', other: '# days' })}`,
      label: t`To return a part after delivery`,
    },
  ];

  return (
    <dl
      className={cn(
        'grid grid-cols-2 gap-px overflow-hidden rounded-xl border bg-border shadow-sm',
        isError ? 'lg:grid-cols-2' : 'lg:grid-cols-4',
      )}
    >
      {isPending
        ? [0, 1].map((n) => (
            <div key={n} className="flex flex-col gap-2 bg-card p-5 sm:p-6">
              <Skeleton className="h-9 w-20" />
              <Skeleton className="h-4 w-36" />
            </div>
          ))
        : null}
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col bg-card p-5 sm:p-6">
          <dt className="order-2 mt-1 text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="order-1 text-2xl font-extrabold tracking-tight text-primary tabular-nums sm:text-3xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function AboutPage() {
  const { i18n, t } = useLingui();
  return (
    <>
      <LandingHero
        eyebrow={t`About MakerBazaar`}
        title={t`Built by makers, for makers across India`}
        description={t`We are a team of engineers and tinkerers in Bengaluru selling the boards, sensors and motors we use ourselves — and helping students and engineers build with them.`}
        gradient="from-teal-700 via-teal-800 to-slate-900"
        icon={CircuitBoard}
      >
        <ButtonLink size="lg" variant="highlight" to="/categories">
          <Trans>Browse the shop</Trans>
        </ButtonLink>
        <ButtonLink size="lg" variant="on-dark" to="/contact">
          <Trans>Talk to us</Trans>
        </ButtonLink>
      </LandingHero>

      <PageContainer className="space-y-14 py-8 sm:py-10">
        <section aria-label={t`Mission and vision`} className="grid gap-4 md:grid-cols-2">
          {PURPOSE.map(({ icon: Icon, title, text }) => (
            <div key={title.id} className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h2 className="mt-4 text-xl font-bold tracking-tight">{i18n._(title)}</h2>
              <p className="mt-2 leading-relaxed text-muted-foreground">{i18n._(text)}</p>
            </div>
          ))}
        </section>

        <section aria-labelledby="about-numbers">
          <SectionHeading id="about-numbers" title={t`MakerBazaar in numbers`} />
          <Stats />
        </section>

        <section aria-labelledby="about-values">
          <SectionHeading id="about-values" title={t`What we stand for`} />
          <FeatureCards features={VALUES} look="bare" className="sm:grid-cols-2 lg:grid-cols-4" />
        </section>

        <section
          aria-labelledby="about-why"
          className="grid gap-8 rounded-xl border bg-secondary/50 p-6 sm:p-8 lg:grid-cols-[1fr_1.6fr] lg:items-center"
        >
          <div>
            <h2 id="about-why" className="text-xl font-bold tracking-tight sm:text-2xl">
              <Trans>Why makers choose us</Trans>
            </h2>
            <p className="mt-2 text-muted-foreground">
              <Trans>
                The things that matter when a project deadline, a lab practical or a tech-fest is days away.
              </Trans>
            </p>
            <ButtonLink variant="outline" className="mt-5" to="/bulk-orders">
              <Trans>Buying for a college or company?</Trans>
            </ButtonLink>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {REASONS.map((reason) => (
              <li key={reason.id} className="flex gap-2.5 rounded-lg bg-card p-4 text-sm shadow-sm">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                {sayWithShopTimes(i18n, reason)}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-team">
          <SectionHeading
            id="about-team"
            title={t`The team`}
            description={t`The people who pick, pack and answer — all based in Bengaluru.`}
          />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {TEAM.map((person) => (
              <li key={person.name} className="flex gap-4 rounded-lg border bg-card p-5 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex size-14 shrink-0 items-center justify-center rounded-full bg-secondary text-lg font-bold text-secondary-foreground ring-2 ring-primary/20"
                >
                  {initials(person.name)}
                </span>
                <div>
                  <h3 className="font-semibold">{person.name}</h3>
                  <p className="text-sm font-medium text-primary">{i18n._(person.role)}</p>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{i18n._(person.bio)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </PageContainer>
    </>
  );
}
