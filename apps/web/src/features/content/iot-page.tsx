import { Bluetooth, Cpu, Gauge, ShieldCheck, Wifi, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page';
import { ProjectsShowcase } from '@/features/projects';
import {
  type CategoryCard,
  CategoryCardGrid,
  type FeaturedBadge,
  FeaturedProducts,
  HERO_OUTLINE_BUTTON,
  LandingHero,
  LearningCards,
  SectionHeading,
} from './landing-sections';

const CATEGORIES: CategoryCard[] = [
  {
    title: 'Wi-Fi Modules',
    description: 'ESP32 and ESP8266 boards with Wi-Fi built in, from the NodeMCU to the ESP32-S3.',
    to: '/category/esp32',
    icon: Wifi,
  },
  {
    title: 'Bluetooth & Radio Modules',
    description: 'HC-05, BLE, nRF24L01, LoRa, GSM and GPS modules for links beyond your router.',
    to: '/category/communication',
    icon: Bluetooth,
  },
  {
    title: 'Sensors',
    description: 'Temperature, humidity, pressure, gas, motion and soil moisture for real-world data.',
    to: '/category/sensors',
    icon: Gauge,
  },
  {
    title: 'Microcontrollers',
    description: 'Arduino boards to read sensors and drive relays at the edge of your network.',
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
    title: 'Sense',
    text: 'A sensor measures something real: temperature, light, gas, motion or the moisture in a pot.',
  },
  {
    icon: Cpu,
    title: 'Process',
    text: 'A microcontroller such as the ESP32 reads it, filters it and decides what to do.',
  },
  {
    icon: Wifi,
    title: 'Connect',
    text: 'Wi-Fi, Bluetooth, LoRa or GSM carries the data to your phone, a dashboard or the cloud.',
  },
  {
    icon: Zap,
    title: 'Act',
    text: 'Relays, motors and displays turn the decision into something that happens.',
  },
];

export default function IotPage() {
  return (
    <>
      <LandingHero
        eyebrow="Internet of Things"
        title="Connect anything to the internet"
        description="Wi-Fi and Bluetooth boards, sensors and radios to build smart homes, weather stations and farm monitors — with the help to get them online."
        gradient="from-sky-700 via-cyan-800 to-slate-900"
        icon={Wifi}
      >
        <Button asChild size="lg" variant="highlight">
          <Link to="/category/iot">Shop IoT components</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className={HERO_OUTLINE_BUTTON}>
          <Link to="/courses/esp32-iot-wifi-mqtt-dashboards">Learn IoT with ESP32</Link>
        </Button>
      </LandingHero>

      <PageContainer className="space-y-14 py-8 sm:py-10">
        <section aria-labelledby="iot-categories">
          <SectionHeading
            id="iot-categories"
            title="Shop by building block"
            description="Everything a connected device needs, in stock in Bengaluru."
            link={{ to: '/category/iot', label: 'All IoT components' }}
          />
          <CategoryCardGrid cards={CATEGORIES} />
        </section>

        <section aria-labelledby="iot-featured">
          <SectionHeading
            id="iot-featured"
            title="Featured IoT products"
            description="The parts makers reach for first."
          />
          <FeaturedProducts items={FEATURED} />
        </section>

        <section aria-labelledby="iot-how" className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <SectionHeading
            id="iot-how"
            title="How an IoT project fits together"
            description="Four parts, whichever project you build."
          />
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {BUILDING_BLOCKS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p className="font-semibold">
                    {index + 1}. {title}
                  </p>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-6 flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            ESP32 and ESP8266 pins work at 3.3V. Use a level shifter or a voltage divider before connecting 5V sensors.
          </p>
        </section>

        <section aria-labelledby="iot-projects-heading">
          <SectionHeading
            id="iot-projects-heading"
            title="Build an IoT project"
            description="Step-by-step builds; every part goes to your cart in one tap."
            link={{ to: '/projects/iot-projects', label: 'All IoT projects' }}
          />
          <ProjectsShowcase category="iot-projects" />
        </section>

        <section aria-labelledby="iot-learn">
          <SectionHeading
            id="iot-learn"
            title="Learn IoT"
            description="Hands-on courses that take you from a blinking LED to a live dashboard."
            link={{ to: '/courses', label: 'All courses' }}
          />
          <LearningCards slugs={COURSES} />
        </section>
      </PageContainer>
    </>
  );
}
