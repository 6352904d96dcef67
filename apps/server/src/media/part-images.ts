import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DRAWINGS_URL_PREFIX, drawingCopyUrl, drawingUrl, type ImageVariant } from '@makerbazaar/core';
import { SERVER_ROOT } from '../server-root.js';

/**
 * The drawn part pictures the shop serves under /media/parts, `parts/<product slug>.svg`: the sample
 * catalogue's products name them, and a shop keeps serving them after its products change. Drawn from
 * the template of each kind (`seed/drawings/`) by `scripts/draw-pictures.ts`.
 */
export const PART_IMAGES_DIR = path.join(SERVER_ROOT, 'src/media/parts');
export const PART_IMAGES_URL_PREFIX = DRAWINGS_URL_PREFIX;
/**
 * WebP copies of the pictures (core's `drawingCopyUrl`), made by the same script, with
 * `DRAWN_FROM_FILE`: the hash of the picture each one's copies were made from (beside the served
 * folder, not in it).
 */
export const DRAWING_RASTERS_DIR = path.join(PART_IMAGES_DIR, 'rasters');
export const DRAWN_FROM_FILE = path.join(SERVER_ROOT, 'src/media/drawing-rasters.json');
const RASTER_FILE = /^([a-z0-9-]+)-(\d+)\.webp$/;

/**
 * Until every sample product had a picture of its own, the products of a kind shared one drawing,
 * `/media/parts/<kind>.svg`, and shops seeded then still name those in their product and course
 * images. Each such address now leads to the picture of the product its drawing was drawn after.
 */
export const SHARED_DRAWINGS: Readonly<Record<string, string>> = {
  'arduino-uno': 'arduino-uno-r3',
  'arduino-mega': 'arduino-mega-2560-rev3',
  'battery-pack': '18650-li-ion-rechargeable-cell-3-7v-2600-mah',
  'bluetooth-module': 'hc-05-bluetooth-module',
  breadboard: '830-point-solderless-breadboard',
  'breakout-board': 'bme280-temperature-humidity-and-pressure-sensor',
  'camera-module': 'raspberry-pi-camera-module-3',
  'dc-gear-motor': 'n20-6v-300-rpm-micro-metal-gear-motor',
  'esp32-cam': 'esp32-cam-wi-fi-module-with-ov2640-camera',
  'esp32-devkit': 'esp32-development-kit',
  'esp8266-nodemcu': 'nodemcu-esp8266-v3-ch340',
  'gps-module': 'neo-6m-gps-module-with-antenna',
  'ic-chip': 'atmega328p-pu-microcontroller-with-arduino-bootloader',
  'imu-module': 'mpu6050-6-axis-gyroscope-and-accelerometer-module',
  'jumper-wires': 'jumper-wire-set-120-pcs-20-cm',
  'lcd-display': '16x2-lcd-display-with-blue-backlight',
  'led-pack': '5mm-led-assortment-kit-100-pcs',
  'lora-module': 'ai-thinker-ra-02-sx1278-lora-module-433-mhz',
  'motor-driver': 'l298n-dual-h-bridge-motor-driver-module',
  multimeter: 'dt9205a-digital-multimeter',
  'oled-display': '0-96-inch-oled-display-module-i2c-ssd1306',
  'pir-sensor': 'hc-sr501-pir-motion-sensor',
  'power-module': 'lm2596-dc-dc-buck-converter-module',
  'raspberry-pi': 'raspberry-pi-4-model-b-4gb',
  'relay-module': '4-channel-5v-relay-module-with-optocoupler',
  'rfid-module': 'rc522-rfid-reader-module-with-card-and-tag',
  'robot-chassis': '2wd-smart-robot-car-chassis-kit',
  'sensor-module': 'ir-obstacle-avoidance-sensor-module',
  'servo-motor': 'towerpro-sg90-micro-servo-motor',
  'solar-panel': '6v-2w-mini-solar-panel',
  'soldering-iron': 'soldron-25w-soldering-iron',
  'starter-kit': 'uno-r3-super-starter-kit-compatible',
  'stepper-motor': 'nema-17-stepper-motor-17hs4401',
  'stm32-board': 'stm32f103c8t6-blue-pill-development-board',
  'temperature-sensor': 'dht22-temperature-and-humidity-sensor-module',
  'tft-display': '2-4-inch-tft-touch-screen-shield-for-arduino',
  'ultrasonic-sensor': 'hc-sr04-ultrasonic-distance-sensor',
  wheel: 'bo-motor-wheel-65-mm-pair',
  'wifi-module': 'esp-01s-esp8266-wi-fi-module',
};

/** What a picture's copies are checked against: copies of an older version fail a test. */
export function drawingHash(svg: Buffer | string): string {
  return createHash('sha256').update(svg).digest('hex').slice(0, 16);
}

let copiesByUrl: Map<string, ImageVariant[]> | undefined;

function readCopies(): Map<string, ImageVariant[]> {
  const byUrl = new Map<string, ImageVariant[]>();
  for (const file of readdirSync(DRAWING_RASTERS_DIR)) {
    const [, name, width] = RASTER_FILE.exec(file) ?? [];
    if (!name || !width) continue;
    const drawing = drawingUrl(name);
    const copy = { width: Number(width), url: drawingCopyUrl(name, Number(width)) };
    byUrl.set(
      drawing,
      [...(byUrl.get(drawing) ?? []), copy].sort((a, b) => a.width - b.width),
    );
  }
  for (const [kind, picture] of Object.entries(SHARED_DRAWINGS)) {
    byUrl.set(drawingUrl(kind), byUrl.get(drawingUrl(picture)) ?? []);
  }
  return byUrl;
}

/**
 * The WebP copies of a sample picture, smallest first, as an upload's resized copies are; none for
 * any other picture. A drawing is laid out and painted on the page's main thread (blur filters and
 * text included), a WebP decoded beside it: cards and galleries show the copies.
 */
export function drawingCopies(url: string): ImageVariant[] {
  if (!url.startsWith(PART_IMAGES_URL_PREFIX)) return [];
  copiesByUrl ??= readCopies();
  return copiesByUrl.get(url) ?? [];
}
