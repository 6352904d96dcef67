import { type GstRate, STANDARD_GST_RATE } from '@makerbazaar/core';
import type { PartImageKind } from './catalogue.types.js';

export interface TaxClass {
  hsnCode: string;
  gstRate: GstRate;
}

const standard = (hsnCode: string): TaxClass => ({ hsnCode, gstRate: STANDARD_GST_RATE });

/**
 * The HSN code and GST rate of each kind of sample part, by the picture that shows it. Boards and
 * modules have no single authoritative heading; these are headings Indian shops commonly print,
 * for staff to correct per product in the back office.
 */
export const TAX_CLASS_OF_PART: Record<PartImageKind, TaxClass> = {
  // Microcontroller boards: parts and accessories of data-processing machines.
  'arduino-uno': standard('8473'),
  'arduino-nano': standard('8473'),
  'arduino-mega': standard('8473'),
  'raspberry-pi-pico': standard('8473'),
  'esp32-devkit': standard('8473'),
  'esp8266-nodemcu': standard('8473'),
  'stm32-board': standard('8473'),
  'starter-kit': standard('8473'),
  // Single-board computers are data-processing machines themselves.
  'raspberry-pi': standard('8471'),
  'ic-chip': standard('8542'),
  'breakout-board': standard('8542'),
  'esp32-cam': standard('8525'),
  'camera-module': standard('8525'),
  'sensor-module': standard('9031'),
  'ultrasonic-sensor': standard('9031'),
  'pir-sensor': standard('9031'),
  'imu-module': standard('9031'),
  'temperature-sensor': standard('9025'),
  'dc-gear-motor': standard('8501'),
  'servo-motor': standard('8501'),
  'stepper-motor': standard('8501'),
  'motor-driver': standard('8504'),
  'power-module': standard('8504'),
  'lcd-display': standard('8524'),
  'oled-display': standard('8524'),
  'tft-display': standard('8524'),
  'relay-module': standard('8536'),
  breadboard: standard('8536'),
  'jumper-wires': standard('8544'),
  'bluetooth-module': standard('8517'),
  'wifi-module': standard('8517'),
  'lora-module': standard('8517'),
  'gps-module': standard('8526'),
  'rfid-module': standard('8543'),
  'battery-pack': standard('8507'),
  'led-pack': standard('854141'),
  // Solar modules are renewable-energy devices, 5% since 22 September 2025.
  'solar-panel': { hsnCode: '854143', gstRate: 5 },
  'soldering-iron': standard('8515'),
  multimeter: standard('9030'),
  'robot-chassis': standard('8487'),
  wheel: standard('8487'),
};

/** A sample product's tax class: that of its first picture. */
export function taxClassOf(images: readonly PartImageKind[]): TaxClass {
  const [primary] = images;
  if (primary === undefined) throw new Error('A sample product needs a picture to know its HSN code');
  return TAX_CLASS_OF_PART[primary];
}
