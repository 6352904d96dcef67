import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bluetooth, Cpu, Gauge, ShieldCheck, Wifi, Zap } from 'lucide-react';
import { Link } from 'react-router';
import type { CategoryCard } from '@/components/landing-blocks';
import { CategoryCardGrid, HERO_OUTLINE_BUTTON, LandingHero, SectionHeading } from '@/components/landing-blocks';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page';
import { ProjectsShowcase } from '@/features/projects';
import { type FeaturedBadge, FeaturedProducts, LearningCards } from './landing-sections';

/** A category card's words, in the reader's language when the page is drawn. */
type CardText = Omit<CategoryCard, 'title' | 'description'> & {
  title: MessageDescriptor;
  description: MessageDescriptor;
};

const CATEGORIES: CardText[] = [
  {
    title: msg`Wi-Fi Modules`,
    description: msg`ESP32 and ESP8266 boards with Wi-Fi built in, from the NodeMCU to the ESP32-S3.`,
    to: '/category/esp32',
    icon: Wifi,
  },
  {
    title: msg`Bluetooth & Radio Modules`,
    description: msg`HC-05, BLE, nRF24L01, LoRa, GSM and GPS modules for links beyond your router.`,
    to: '/category/communication',
    icon: Bluetooth,
  },
  {
    title: msg`Sensors`,
    description: msg`Temperature, humidity, pressure, gas, motion and soil moisture for real-world data.`,
    to: '/category/sensors',
    icon: Gauge,
  },
  {
    title: msg`Microcontrollers`,
    description: msg`Arduino boards to read sensors and drive relays at the edge of your network.`,
    to: '/category/arduino',
    icon: Cpu,
  },
];

const FEATURED: { slug: string; badge: FeaturedBadge }[] = [
  { slug: 'esp32-development-kit', badge: 'Best Seller' },
  { slug: 'smart-home-iot-kit', badge: 'Popular' },
  { slug: 'dht22-temperature-and-humidity-sensor-module', badge: 'Top Rated' },
];

const COURSES = ['esp32-iot-wifi-mqtt-dashboards', 'raspberry-pi-python-projects'];

const BUILDING_BLOCKS = [
  {
    icon: Gauge,
    title: msg`Sense`,
    text: msg`A sensor measures something real: temperature, light, gas, motion or the moisture in a pot.`,
  },
  {
    icon: Cpu,
    title: msg`Process`,
    text: msg`A microcontroller such as the ESP32 reads it, filters it and decides what to do.`,
  },
  {
    icon: Wifi,
    title: msg`Connect`,
    text: msg`Wi-Fi, Bluetooth, LoRa or GSM carries the data to your phone, a dashboard or the cloud.`,
  },
  {
    icon: Zap,
    title: msg`Act`,
    text: msg`Relays, motors and displays turn the decision into something that happens.`,
  },
];

export default function IotPage() {
  const { i18n, t } = useLingui();
  const categories = CATEGORIES.map((card) => ({
    ...card,
    title: i18n._(card.title),
    description: i18n._(card.description),
  }));
  return (
    <>
      <LandingHero
        eyebrow={t`Internet of Things`}
        title={t`Connect anything to the internet`}
        description={t`Wi-Fi and Bluetooth boards, sensors and radios to build smart homes, weather stations and farm monitors — with the help to get them online.`}
        gradient="from-sky-700 via-cyan-800 to-slate-900"
        icon={Wifi}
      >
        <Button asChild size="lg" variant="highlight">
          <Link to="/category/iot">
            <Trans>Shop IoT components</Trans>
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" className={HERO_OUTLINE_BUTTON}>
          <Link to="/courses/esp32-iot-wifi-mqtt-dashboards">
            <Trans>Learn IoT with ESP32</Trans>
          </Link>
        </Button>
      </LandingHero>

      <PageContainer className="space-y-14 py-8 sm:py-10">
        <section aria-labelledby="iot-categories">
          <SectionHeading
            id="iot-categories"
            title={t`Shop by building block`}
            description={t`Everything a connected device needs, in stock in Bengaluru.`}
            link={{ to: '/category/iot', label: t`All IoT components` }}
          />
          <CategoryCardGrid cards={categories} />
        </section>

        <section aria-labelledby="iot-featured">
          <SectionHeading
            id="iot-featured"
            title={t`Featured IoT products`}
            description={t`The parts makers reach for first.`}
          />
          <FeaturedProducts items={FEATURED} />
        </section>

        <section aria-labelledby="iot-how" className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <SectionHeading
            id="iot-how"
            title={t`How an IoT project fits together`}
            description={t`Four parts, whichever project you build.`}
          />
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {BUILDING_BLOCKS.map(({ icon: Icon, title, text }, index) => (
              <li key={title.id} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p className="font-semibold">
                    {index + 1}. {i18n._(title)}
                  </p>
                  <p className="mt-1 text-sm text-muted-foreground">{i18n._(text)}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-6 flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <Trans>
              ESP32 and ESP8266 pins work at 3.3V. Use a level shifter or a voltage divider before connecting 5V
              sensors.
            </Trans>
          </p>
        </section>

        <section aria-labelledby="iot-projects-heading">
          <SectionHeading
            id="iot-projects-heading"
            title={t`Build an IoT project`}
            description={t`Step-by-step builds; every part goes to your cart in one tap.`}
            link={{ to: '/projects/iot-projects', label: t`All IoT projects` }}
          />
          <ProjectsShowcase category="iot-projects" />
        </section>

        <section aria-labelledby="iot-learn">
          <SectionHeading
            id="iot-learn"
            title={t`Learn IoT`}
            description={t`Hands-on courses that take you from a blinking LED to a live dashboard.`}
            link={{ to: '/courses', label: t`All courses` }}
          />
          <LearningCards slugs={COURSES} />
        </section>
      </PageContainer>
    </>
  );
}
