import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** A full-width banner with white text on a dark gradient and a faint circuit-trace pattern. */
export function LandingHero({
  eyebrow,
  title,
  description,
  gradient,
  icon: Icon,
  children,
}: {
  eyebrow: string;
  title: string;
  description: string;
  /** Tailwind gradient classes, e.g. `from-sky-700 via-cyan-800 to-slate-900`. */
  gradient: string;
  icon: LucideIcon;
  /** Calls to action under the text. */
  children?: ReactNode;
}) {
  const patternId = useId();
  return (
    <section className={cn('relative overflow-hidden bg-gradient-to-br text-white', gradient)}>
      <svg aria-hidden="true" className="absolute inset-0 h-full w-full opacity-[0.1]" preserveAspectRatio="none">
        <defs>
          <pattern id={patternId} width="96" height="96" patternUnits="userSpaceOnUse">
            <path d="M0 48h36l12-12h48M48 0v24l12 12M72 96V66l-12-12" fill="none" stroke="white" strokeWidth="2" />
            <circle cx="36" cy="48" r="3.5" fill="white" />
            <circle cx="60" cy="36" r="3.5" fill="white" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#${patternId})`} />
      </svg>
      <Icon
        aria-hidden="true"
        strokeWidth={1}
        className="absolute top-1/2 right-[6%] hidden size-64 -translate-y-1/2 text-white/15 lg:block"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 lg:py-20">
        <p className="text-sm font-semibold tracking-wide text-white/75 uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-2xl text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-xl text-base text-white/85 sm:text-lg">{description}</p>
        {children ? (
          // A long label (Tamil, Telugu) wraps inside its button rather than running off a phone's screen.
          <div className="mt-7 flex flex-wrap gap-3 *:h-auto *:min-h-11 *:max-w-full *:py-2 *:text-center *:whitespace-normal">
            {children}
          </div>
        ) : null}
      </div>
    </section>
  );
}

export function SectionHeading({
  id,
  title,
  description,
  link,
}: {
  id: string;
  title: string;
  description?: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
      <div>
        <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
          {title}
        </h2>
        {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
      </div>
      {link ? (
        <Link
          to={link.to}
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
        >
          {link.label} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}

export interface CategoryCard {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
  /** The call to action at the foot of the card; 'Shop now' unless told. */
  cta?: string;
}

/**
 * Cards that lead to a category. `chip` sets each icon in a small tile on a plain card; `tinted`
 * shows it large on a card shaded from the top, for cards that are ideas rather than shelves.
 */
export function CategoryCardGrid({
  cards,
  className,
  look = 'chip',
}: {
  cards: readonly CategoryCard[];
  className?: string;
  look?: 'chip' | 'tinted';
}) {
  const { t } = useLingui();
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {cards.map(({ title, description, to, icon: Icon, cta = t`Shop now` }) => (
        <li key={title}>
          <Link
            to={to}
            className={cn(
              'group flex h-full gap-4 rounded-lg border p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md sm:flex-col sm:gap-0 sm:p-5',
              look === 'chip' ? 'bg-card' : 'bg-gradient-to-b from-secondary/60 to-card',
            )}
          >
            {look === 'chip' ? (
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
            ) : (
              <Icon aria-hidden="true" className="size-8 shrink-0 text-primary" />
            )}
            <span className="flex flex-1 flex-col sm:mt-4">
              <span className="font-semibold">{title}</span>
              <span className="mt-1 flex-1 text-sm text-muted-foreground">{description}</span>
              <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary sm:mt-4">
                {cta}
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One point a page makes: an icon, a few words and a sentence ("what we offer", "why choose us"). */
export interface Feature {
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/**
 * How a feature's icon is drawn: `tile`, in a tinted square; `round`, in a tinted circle; `solid`,
 * in a circle of the primary colour; `bare`, on its own in the primary colour.
 */
export type FeatureIconLook = 'tile' | 'round' | 'solid' | 'bare';

function FeatureIcon({ icon: Icon, look, className }: { icon: LucideIcon; look: FeatureIconLook; className?: string }) {
  if (look === 'bare') return <Icon aria-hidden="true" className={cn('size-6 shrink-0 text-primary', className)} />;
  return (
    <span
      className={cn(
        'flex size-11 shrink-0 items-center justify-center',
        look === 'tile' ? 'rounded-lg' : 'rounded-full',
        look === 'solid' ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}

/** Features as cards in a grid (`className` sets its columns); `centred` stacks each card's content on its axis. */
export function FeatureCards({
  features,
  look,
  centred = false,
  className,
}: {
  features: readonly Feature[];
  look: FeatureIconLook;
  centred?: boolean;
  className?: string;
}) {
  const { i18n } = useLingui();
  return (
    <ul className={cn('grid gap-4', className)}>
      {features.map(({ icon, title, text }) => (
        <li key={title.id} className={cn('rounded-lg border bg-card p-5 shadow-sm sm:p-6', centred && 'text-center')}>
          <FeatureIcon icon={icon} look={look} className={centred ? 'mx-auto' : undefined} />
          <h3 className="mt-4 font-semibold">{i18n._(title)}</h3>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{i18n._(text)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Features as rows, the icon beside the words; `numbered` when they are steps in order. */
export function FeatureRows({
  features,
  look,
  numbered = false,
  className,
}: {
  features: readonly Feature[];
  look: FeatureIconLook;
  numbered?: boolean;
  className?: string;
}) {
  const { i18n } = useLingui();
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {features.map(({ icon, title, text }, index) => (
        <li key={title.id} className="flex gap-3">
          <FeatureIcon icon={icon} look={look} className={look === 'bare' ? 'mt-0.5' : undefined} />
          <div>
            <h3 className="font-semibold">
              {numbered ? `${index + 1}. ` : null}
              {i18n._(title)}
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">{i18n._(text)}</p>
          </div>
        </li>
      ))}
    </List>
  );
}
