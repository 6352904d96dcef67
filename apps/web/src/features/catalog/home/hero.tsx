import { Trans } from '@lingui/react/macro';
import { drawingSrcSet, drawingUrl } from '@makerbazaar/core';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';

const HERO_PARTS = [
  { picture: 'raspberry-pi-5-8gb', className: 'top-0 left-4 w-56 -rotate-6' },
  { picture: 'arduino-uno-r3', className: 'top-6 right-6 w-60 rotate-3' },
  { picture: 'esp32-development-kit', className: 'bottom-0 left-1/3 w-52 rotate-2' },
];

/**
 * What a screen narrower than lg, where the drawings are hidden, gets in their place: an empty image
 * written into the page, so a phone does not download them.
 */
const NO_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-teal-700 via-teal-800 to-slate-900 text-white">
      <svg aria-hidden="true" className="absolute inset-0 h-full w-full opacity-[0.12]" preserveAspectRatio="none">
        <defs>
          <pattern id="hero-traces" width="80" height="80" patternUnits="userSpaceOnUse">
            <path d="M0 40h30l10-10h40M40 0v20l10 10M60 80V55l-10-10" fill="none" stroke="white" strokeWidth="2" />
            <circle cx="30" cy="40" r="3" fill="white" />
            <circle cx="50" cy="30" r="3" fill="white" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#hero-traces)" />
      </svg>
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-9 sm:px-6 sm:py-14 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-16">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-teal-200 uppercase">
            <Trans>India's shop for makers</Trans>
          </p>
          <h1 className="mt-3 max-w-2xl text-[2rem] leading-tight [&:lang(ta)]:text-[1.625rem] [&:lang(te)]:text-[1.75rem] font-extrabold tracking-tight text-balance sm:text-5xl">
            <Trans>Power Your Innovation with Electronics</Trans>
          </h1>
          <p className="mt-4 max-w-xl text-base text-teal-50/90 sm:text-lg">
            <Trans>
              Genuine Arduino, Raspberry Pi and ESP32 boards, sensors, motors and displays — in stock, priced in rupees
              and shipped from Bengaluru.
            </Trans>
          </p>
          <div className="mt-7 flex flex-wrap gap-3 max-sm:[&>a]:px-4 max-sm:[&>a]:text-sm">
            <Button asChild size="lg" variant="highlight">
              <a href="#products">
                <Trans>Shop Now</Trans> <Icon name="arrow-right" />
              </a>
            </Button>
            <ButtonLink size="lg" variant="on-dark" to="/categories">
              <Trans>Browse Categories</Trans>
            </ButtonLink>
          </div>
          <ul className="mt-7 hidden flex-wrap gap-x-6 gap-y-2 text-sm text-teal-50/90 sm:flex">
            <li className="flex items-center gap-1.5">
              <Icon name="badge-check" className="size-4" aria-hidden="true" />{' '}
              <Trans>Genuine parts, prices include GST</Trans>
            </li>
            <li className="flex items-center gap-1.5">
              <Icon name="truck" className="size-4" aria-hidden="true" /> <Trans>Dispatch in 24–48 hours</Trans>
            </li>
            <li className="flex items-center gap-1.5">
              <Icon name="wrench" className="size-4" aria-hidden="true" /> <Trans>Real technical help</Trans>
            </li>
          </ul>
        </div>
        <div aria-hidden="true" className="relative hidden h-80 lg:block">
          {HERO_PARTS.map((part) => (
            <picture key={part.picture}>
              <source media="(max-width: 1023.98px)" srcSet={NO_IMAGE} />
              <source srcSet={drawingSrcSet(part.picture)} sizes="15rem" />
              {/* The top of the home page on wide screens: fetched before anything below it. */}
              <img
                src={drawingUrl(part.picture)}
                alt=""
                width={400}
                height={400}
                loading="eager"
                fetchPriority="high"
                className={`absolute rounded-2xl shadow-2xl ring-1 ring-white/20 ${part.className}`}
              />
            </picture>
          ))}
        </div>
      </div>
    </section>
  );
}
