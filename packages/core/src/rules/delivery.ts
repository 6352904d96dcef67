import { SHOP, SHOP_TIME_ZONE } from '../store.js';
import { dateInIndia } from './dates.js';
import type { IndianState } from './indian-states.js';

/** How far a parcel goes from the shop, which sets how many days it takes. */
export const DELIVERY_ZONES = ['same_city', 'same_state', 'metro', 'rest_of_india', 'north_east_islands'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export const DELIVERY_ZONE_LABELS: Record<DeliveryZone, string> = {
  same_city: 'Same city',
  same_state: 'Same state',
  metro: 'Metro cities',
  rest_of_india: 'Rest of India',
  north_east_islands: 'North-east and islands',
};

export interface DeliveryDays {
  min: number;
  max: number;
}

/** Working days from dispatch to the door, by zone, unless staff set others in the back office. */
export const DEFAULT_DELIVERY_DAYS: Record<DeliveryZone, DeliveryDays> = {
  same_city: { min: 1, max: 2 },
  same_state: { min: 2, max: 4 },
  metro: { min: 3, max: 5 },
  rest_of_india: { min: 4, max: 7 },
  north_east_islands: { min: 6, max: 10 },
};

/** The shop's city, as the PIN code table names its district. */
export const SHOP_DISTRICT = 'Bengaluru';

/** Districts of the metro cities the couriers reach fastest, as the PIN code table names them; all of Delhi is one. */
export const METRO_DISTRICTS: readonly string[] = [
  'Mumbai',
  'Thane',
  'Kolkata',
  'Chennai',
  'Hyderabad',
  'Pune',
  'Ahmedabad',
  'Gurugram',
  'Gautam Buddha Nagar',
];

export const NORTH_EAST_AND_ISLANDS: readonly IndianState[] = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
];

/** Where a PIN code lies, as the shop's PIN code table says. */
export interface PincodePlace {
  district: string;
  state: IndianState;
}

export function deliveryZone(place: PincodePlace): DeliveryZone {
  if (place.state === SHOP.state) return place.district === SHOP_DISTRICT ? 'same_city' : 'same_state';
  if (NORTH_EAST_AND_ISLANDS.includes(place.state)) return 'north_east_islands';
  if (place.state === 'Delhi' || METRO_DISTRICTS.includes(place.district)) return 'metro';
  return 'rest_of_india';
}

/** A PIN code: six digits, the first not 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const PINCODE_MESSAGE = 'Enter a 6-digit PIN code that does not start with 0.';

/** A serviceability rule names a whole PIN code or the first digits of some (a prefix). */
export const PINCODE_RULE_PATTERN = /^[1-9]\d{0,5}$/;

export function pincodeMatches(pincode: string, rules: readonly string[]): boolean {
  return rules.some((rule) => pincode.startsWith(rule));
}

/** Orders placed after this hour in India leave the next working day. */
export const DISPATCH_CUTOFF_HOUR = 14;

const DAY_MS = 24 * 60 * 60 * 1000;
const SUNDAY = 0;

// Made when first used, as `formatIndianDate`'s: a product page's start need not make it.
let hourInIndia: Intl.DateTimeFormat | undefined;

/** The calendar date (YYYY-MM-DD) `days` after `date`. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const isSunday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === SUNDAY;

/** The first working day (not a Sunday) at or after `date`. */
function workingDayFrom(date: string): string {
  return isSunday(date) ? addDays(date, 1) : date;
}

/**
 * The latest date (YYYY-MM-DD, India's calendar) an order placed at `now` arrives: it leaves the
 * same day when placed on a working day before the cut-off, else the next working day; it then
 * travels `maxDays` working days. Couriers neither dispatch nor deliver on Sundays.
 */
export function deliverBy(now: Date, maxDays: number, cutoffHour = DISPATCH_CUTOFF_HOUR): string {
  const today = dateInIndia(now);
  hourInIndia ??= new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: SHOP_TIME_ZONE });
  const beforeCutoff = Number(hourInIndia.format(now)) < cutoffHour;
  let day = beforeCutoff ? workingDayFrom(today) : workingDayFrom(addDays(today, 1));
  for (let travelled = 0; travelled < maxDays; travelled += 1) day = workingDayFrom(addDays(day, 1));
  return day;
}

const deliveryDateFormats = new Map<string, Intl.DateTimeFormat>();

function deliveryDateFormat(languageTag: string): Intl.DateTimeFormat {
  let format = deliveryDateFormats.get(languageTag);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    deliveryDateFormats.set(languageTag, format);
  }
  return format;
}

/**
 * 'Friday, 27 November': a delivery date (YYYY-MM-DD) as the storefront promises it, in the
 * reader's language (`languageTag`, e.g. 'hi-IN': 'शुक्रवार, 27 नवंबर').
 */
export function formatDeliveryDate(date: string, languageTag = 'en-IN'): string {
  return deliveryDateFormat(languageTag).format(new Date(`${date}T00:00:00Z`));
}

/** The last PIN code an address written as one text names, if any (clients before saved addresses sent one). */
export function pincodeNamedIn(address: string): string | undefined {
  return address.match(/(?<!\d)[1-9]\d{5}(?!\d)/g)?.at(-1);
}
