import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bluetooth, Cpu, Gauge, Wifi, Zap } from 'lucide-react';
import { type Feature, FeatureRows, SectionHeading } from '@/components/landing-blocks';
import { Icon } from '@/components/ui/icon';
import { type Topic, TopicPage } from './topic-page';

const IOT: Topic = {
  key: 'iot',
  hero: {
    eyebrow: msg`Internet of Things`,
    title: msg`Connect anything to the internet`,
    description: msg`Wi-Fi and Bluetooth boards, sensors and radios to build smart homes, weather stations and farm monitors — with the help to get them online.`,
    gradient: 'from-sky-700 via-cyan-800 to-slate-900',
    icon: Wifi,
    shop: { to: '/category/iot', label: msg`Shop IoT components` },
    learn: { to: '/courses/esp32-iot-wifi-mqtt-dashboards', label: msg`Learn IoT with ESP32` },
  },
  categories: {
    title: msg`Shop by building block`,
    description: msg`Everything a connected device needs, in stock in Bengaluru.`,
    all: { to: '/category/iot', label: msg`All IoT components` },
    cards: [
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
    ],
  },
  featured: {
    title: msg`Featured IoT products`,
    description: msg`The parts makers reach for first.`,
    items: [
      { slug: 'esp32-development-kit', badge: 'Best Seller' },
      { slug: 'smart-home-iot-kit', badge: 'Popular' },
      { slug: 'dht22-temperature-and-humidity-sensor-module', badge: 'Top Rated' },
    ],
  },
  projects: {
    title: msg`Build an IoT project`,
    description: msg`Step-by-step builds; every part goes to your cart in one tap.`,
    category: 'iot-projects',
    allLabel: msg`All IoT projects`,
  },
  courses: {
    title: msg`Learn IoT`,
    description: msg`Hands-on courses that take you from a blinking LED to a live dashboard.`,
    slugs: ['esp32-iot-wifi-mqtt-dashboards', 'raspberry-pi-python-projects'],
  },
};

const BUILDING_BLOCKS: Feature[] = [
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
  const { t } = useLingui();
  return (
    <TopicPage topic={IOT}>
      <section aria-labelledby="iot-how" className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <SectionHeading
          id="iot-how"
          title={t`How an IoT project fits together`}
          description={t`Four parts, whichever project you build.`}
        />
        <FeatureRows
          features={BUILDING_BLOCKS}
          look="solid"
          numbered
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        />
        <p className="mt-6 flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
          <Icon name="shield-check" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          <Trans>
            ESP32 and ESP8266 pins work at 3.3V. Use a level shifter or a voltage divider before connecting 5V sensors.
          </Trans>
        </p>
      </section>
    </TopicPage>
  );
}
