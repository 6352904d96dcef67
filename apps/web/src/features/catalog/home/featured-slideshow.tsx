import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { drawingSrcSet, drawingUrl, SLIDESHOW_INTERVAL_MS } from '@makerbazaar/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useCarousel } from '@/components/ui/use-carousel';
import { cn } from '@/lib/cn';

export interface Slide {
  id: string;
  /** A product's name, shown as it is. */
  title: string;
  subtitle: MessageDescriptor;
  description: MessageDescriptor;
  /** The sample picture of the product (core's drawingUrl): its slug. */
  drawing: string;
  cta: MessageDescriptor;
  ctaLink: string;
  /** Tailwind gradient classes of the slide's background. */
  color: string;
}

export const SLIDES: Slide[] = [
  {
    id: 'arduino-uno-r3',
    title: 'Arduino Uno R3',
    subtitle: msg`The board that starts every maker`,
    description: msg`ATmega328P, 14 digital pins and the largest library of examples anywhere. Genuine boards and quality clones in stock.`,
    drawing: 'arduino-uno-r3',
    cta: msg`Shop Arduino`,
    ctaLink: '/category/arduino',
    color: 'from-teal-600 to-cyan-800',
  },
  {
    id: 'raspberry-pi-4',
    title: 'Raspberry Pi 4',
    subtitle: msg`A real computer the size of a credit card`,
    description: msg`Quad-core Cortex-A72, dual 4K HDMI and Gigabit Ethernet — for home servers, cameras, robots and classrooms.`,
    drawing: 'raspberry-pi-4-model-b-4gb',
    cta: msg`Shop Raspberry Pi`,
    ctaLink: '/category/raspberry-pi',
    color: 'from-emerald-700 to-green-900',
  },
  {
    id: 'esp32-development-kit',
    title: 'ESP32 Development Kit',
    subtitle: msg`Wi-Fi and Bluetooth for every project`,
    description: msg`Dual-core 240 MHz with Wi-Fi and Bluetooth LE built in: the fastest way from breadboard to connected device.`,
    drawing: 'esp32-development-kit',
    cta: msg`Shop ESP32`,
    ctaLink: '/category/esp32',
    color: 'from-indigo-700 to-slate-900',
  },
];

export function FeaturedSlideshow({ slides = SLIDES }: { slides?: Slide[] }) {
  const { i18n, t } = useLingui();
  const slideLabel = (position: number, title: string) => t`Show slide ${position}: ${title}`;
  const { index, playing, goTo, next, previous, togglePlaying } = useCarousel(slides.length, SLIDESHOW_INTERVAL_MS);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t`Featured products`}
      className="relative overflow-hidden rounded-xl shadow-sm drawn-when-near [contain-intrinsic-size:auto_26rem] sm:[contain-intrinsic-size:auto_20rem]"
    >
      <div className="relative h-[26rem] sm:h-80">
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            aria-hidden={i !== index}
            inert={i !== index}
            className={cn(
              'absolute inset-0 grid grid-rows-[auto_1fr] items-center gap-2 bg-gradient-to-br p-6 text-white transition-opacity duration-700 sm:grid-cols-[1.3fr_1fr] sm:grid-rows-1 sm:gap-6 sm:px-12',
              slide.color,
              i === index ? 'opacity-100' : 'opacity-0',
            )}
          >
            <div className="order-2 sm:order-1">
              <p className="text-xs font-semibold tracking-wider text-white/80 uppercase">{i18n._(slide.subtitle)}</p>
              <h2 className="mt-1 text-2xl font-extrabold sm:text-4xl">{slide.title}</h2>
              <p className="mt-2 line-clamp-3 max-w-lg text-sm text-white/85 sm:text-base">
                {i18n._(slide.description)}
              </p>
              <Button asChild variant="highlight" className="mt-4">
                <Link to={slide.ctaLink}>{i18n._(slide.cta)}</Link>
              </Button>
            </div>
            <img
              src={drawingUrl(slide.drawing)}
              srcSet={drawingSrcSet(slide.drawing)}
              sizes="(min-width: 640px) 16rem, 9rem"
              alt=""
              width={400}
              height={400}
              // Below the hero and the category tiles on every screen.
              loading="lazy"
              decoding="async"
              className="order-1 mx-auto h-36 w-36 rounded-xl object-contain shadow-2xl sm:order-2 sm:h-64 sm:w-64"
            />
          </div>
        ))}
      </div>
      <div className="absolute right-3 bottom-3 left-3 flex items-center justify-between gap-2 sm:right-6 sm:left-12">
        <div className="flex items-center desktop:gap-1.5">
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => goTo(i)}
              aria-label={slideLabel(i + 1, slide.title)}
              aria-current={i === index}
              className="group flex h-11 min-w-11 items-center justify-center desktop:h-6 desktop:min-w-6"
            >
              <span
                className={cn(
                  'h-2 rounded-full bg-white/50 transition-all group-hover:bg-white/80',
                  i === index ? 'w-6 bg-white' : 'w-2',
                )}
              />
            </button>
          ))}
        </div>
        <div className="flex items-center gap-1 text-white">
          <span className="mr-1 text-xs font-medium tabular-nums" aria-live="polite">
            {index + 1} / {slides.length}
          </span>
          <SlideshowButton label={t`Previous slide`} onClick={previous}>
            <Icon name="chevron-left" />
          </SlideshowButton>
          <SlideshowButton label={playing ? t`Pause slideshow` : t`Play slideshow`} onClick={togglePlaying}>
            {playing ? <Icon name="pause" /> : <Icon name="play" />}
          </SlideshowButton>
          <SlideshowButton label={t`Next slide`} onClick={next}>
            <Icon name="chevron-right" />
          </SlideshowButton>
        </div>
      </div>
    </section>
  );
}

/** A control of the slideshow, drawn in white over its picture. */
function SlideshowButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className="text-white hover:bg-white/20 hover:text-white"
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
