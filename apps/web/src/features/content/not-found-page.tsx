import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { PageContainer } from '@/components/ui/page';

const ELSEWHERE = [
  { to: '/courses', label: msg`Courses` },
  { to: '/projects', label: msg`DIY Projects` },
  { to: '/iot', label: msg`IoT` },
  { to: '/robotics', label: msg`Robotics` },
  { to: '/help', label: msg`Help centre` },
];

const CHIP_PINS = [82, 98, 114, 130];

/** A circuit board whose trace to the LED is broken, so the LED stays dark. */
function BrokenCircuit() {
  return (
    <svg viewBox="0 0 360 220" aria-hidden="true" className="mx-auto w-full max-w-md">
      <rect x="8" y="8" width="344" height="204" rx="18" className="fill-card stroke-border" strokeWidth="2" />
      {[
        [28, 28],
        [332, 28],
        [28, 192],
        [332, 192],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="6" className="fill-muted stroke-border" strokeWidth="2" />
      ))}

      <g className="fill-none stroke-primary" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M76 98H136" />
        <path d="M76 130H100V172H180V154" />
        <path d="M224 130H318V82H306" />
        <path d="M224 98H250" />
        <path d="M276 98H292V82" />
      </g>
      <circle cx="252" cy="98" r="5" className="fill-primary" />
      <circle cx="274" cy="98" r="5" className="fill-primary" />
      <g className="fill-none stroke-highlight" strokeWidth="3" strokeLinecap="round">
        <path d="M259 84l4 8-5 2 6 9" />
        <path d="M258 116l5-6" />
        <path d="M268 113l3-7" />
      </g>

      <rect x="40" y="80" width="36" height="68" rx="6" className="fill-secondary stroke-primary" strokeWidth="2" />
      <rect x="50" y="72" width="16" height="8" rx="2" className="fill-primary" />
      <path d="M52 100h12M58 94v12M52 130h12" className="stroke-primary" strokeWidth="2.5" strokeLinecap="round" />

      <rect x="136" y="70" width="88" height="80" rx="8" className="fill-foreground" />
      {CHIP_PINS.map((y) => (
        <g key={y} className="fill-muted-foreground">
          <rect x="128" y={y - 3} width="8" height="6" rx="1" />
          <rect x="224" y={y - 3} width="8" height="6" rx="1" />
        </g>
      ))}
      <circle cx="148" cy="82" r="3" className="fill-background opacity-60" />
      <text
        x="180"
        y="120"
        textAnchor="middle"
        className="fill-background font-mono text-[28px] font-bold"
        style={{ letterSpacing: '0.06em' }}
      >
        404
      </text>

      <path d="M286 82V66a13 13 0 0 1 26 0v16z" className="fill-muted stroke-muted-foreground" strokeWidth="2" />
      <rect x="282" y="80" width="34" height="6" rx="2" className="fill-muted-foreground" />
      <path d="M292 62q7-8 14 0" className="fill-none stroke-card" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { i18n, t } = useLingui();
  const loggedPath = useRef<string | null>(null);

  useEffect(() => {
    if (loggedPath.current === pathname) return;
    loggedPath.current = pathname;
    console.warn('404: no page at', pathname);
  }, [pathname]);

  return (
    <PageContainer className="py-8 sm:py-10">
      <div className="mx-auto flex max-w-xl flex-col items-center py-6 text-center sm:py-10">
        <BrokenCircuit />
        <h1 className="mt-8 text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>Oops! Page not found</Trans>
        </h1>
        <p className="mt-3 text-muted-foreground">
          <Trans>Looks like a loose connection. The link may be broken, or the page may have moved.</Trans>
        </p>
        <p className="mt-3 max-w-full">
          <span className="sr-only">
            <Trans>Address not found:</Trans>{' '}
          </span>
          <code className="inline-block max-w-full rounded-md bg-muted px-2 py-1 font-mono text-sm text-foreground [overflow-wrap:anywhere]">
            {pathname}
          </code>
        </p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          <ButtonLink size="lg" to="/">
            <Icon name="house" /> <Trans>Return to Home</Trans>
          </ButtonLink>
          <ButtonLink size="lg" variant="outline" to="/categories">
            <Icon name="layout-grid" /> <Trans>Browse Categories</Trans>
          </ButtonLink>
        </div>
        <nav aria-label={t`Other places to look`} className="mt-10 w-full border-t pt-6">
          <p className="text-sm text-muted-foreground">
            <Trans>Or try one of these:</Trans>
          </p>
          <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm font-medium">
            {ELSEWHERE.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-primary hover:underline">
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </PageContainer>
  );
}
