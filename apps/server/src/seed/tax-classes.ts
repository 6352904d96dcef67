import { type GstRate, STANDARD_GST_RATE } from '@makerbazaar/core';

export interface TaxClass {
  hsnCode: string;
  gstRate: GstRate;
}

const standard = (hsnCode: string): TaxClass => ({ hsnCode, gstRate: STANDARD_GST_RATE });

/**
 * The HSN code and GST rate of each kind of sample part. Boards and modules have no single
 * authoritative heading; these are headings Indian shops commonly print, for staff to correct per
 * product in the back office.
 */
export const TAX_CLASSES = {
  // Microcontroller boards and kits built around one: parts and accessories of data-processing machines.
  board: standard('8473'),
  // Single-board computers are data-processing machines themselves.
  computer: standard('8471'),
  chip: standard('8542'),
  camera: standard('8525'),
  sensor: standard('9031'),
  thermometer: standard('9025'),
  motor: standard('8501'),
  // Motor drivers and power modules: static converters.
  converter: standard('8504'),
  display: standard('8524'),
  // Relays, and breadboards' spring contacts: apparatus for making connections.
  switchgear: standard('8536'),
  wire: standard('8544'),
  radio: standard('8517'),
  navigation: standard('8526'),
  rfid: standard('8543'),
  battery: standard('8507'),
  led: standard('854141'),
  // Solar modules are renewable-energy devices, 5% since 22 September 2025.
  solar: { hsnCode: '854143', gstRate: 5 },
  soldering: standard('8515'),
  meter: standard('9030'),
  'robot-part': standard('8487'),
} satisfies Record<string, TaxClass>;

export type TaxClassName = keyof typeof TAX_CLASSES;
