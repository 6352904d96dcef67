/** The sample catalogue as authored: rupees and slugs, converted to paise and ids by the loader. */

/** One SVG illustration per kind of part, stored as `images/<kind>.svg` and served at `/media/parts/<kind>.svg`. */
export const PART_IMAGE_KINDS = [
  'arduino-uno',
  'arduino-nano',
  'arduino-mega',
  'raspberry-pi',
  'raspberry-pi-pico',
  'esp32-devkit',
  'esp8266-nodemcu',
  'esp32-cam',
  'stm32-board',
  'ic-chip',
  'breakout-board',
  'sensor-module',
  'ultrasonic-sensor',
  'temperature-sensor',
  'pir-sensor',
  'imu-module',
  'dc-gear-motor',
  'servo-motor',
  'stepper-motor',
  'motor-driver',
  'lcd-display',
  'oled-display',
  'tft-display',
  'relay-module',
  'bluetooth-module',
  'wifi-module',
  'lora-module',
  'gps-module',
  'rfid-module',
  'camera-module',
  'breadboard',
  'jumper-wires',
  'battery-pack',
  'power-module',
  'solar-panel',
  'soldering-iron',
  'multimeter',
  'robot-chassis',
  'wheel',
  'starter-kit',
  'led-pack',
] as const;

export type PartImageKind = (typeof PART_IMAGE_KINDS)[number];

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  /** An emoji shown beside the name in menus and tiles. */
  icon: string;
  sortOrder: number;
}

export interface SeedProduct {
  slug: string;
  name: string;
  brand: string;
  /** Slug of a SeedCategory. */
  category: string;
  /** Selling price in rupees, at most two decimals. */
  price: number;
  /** MRP in rupees when the product is discounted, else null. */
  originalPrice: number | null;
  stock: number;
  isFeatured: boolean;
  description: string;
  /** Ordered key/value rows of the specifications table, e.g. ['Operating Voltage', '5V']. */
  specifications: [string, string][];
  datasheetUrl: string | null;
  /** Gallery in order; the first is the primary image. */
  images: PartImageKind[];
}
