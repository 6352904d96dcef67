/**
 * The couriers the shop ships with, and where a customer follows a parcel on each one's site. A
 * courier whose site opens a parcel from its address links that page; the others (India Post asks
 * for a captcha, DTDC and XpressBees for the number in a form) link their tracking page, where the
 * customer types the number. A courier not listed here is shown by name, without a link.
 */
export interface Courier {
  /** The name staff choose and customers read. */
  name: string;
  /** Other ways staff write it, lower case, spaces and punctuation left out. */
  aliases: readonly string[];
  /** The page of one parcel, from its tracking number, or the courier's tracking page. */
  tracking: { parcel: (trackingNumber: string) => string } | { page: string };
  /** A tracking number only this courier gives, when its form is reliable enough to recognise. */
  numberPattern?: RegExp;
}

export const COURIERS: readonly Courier[] = [
  {
    name: 'Delhivery',
    aliases: ['delhivery', 'delhiveryexpress', 'delhiverysurface'],
    tracking: { parcel: (n) => `https://www.delhivery.com/track-v2/package/${encodeURIComponent(n)}` },
  },
  {
    name: 'Blue Dart',
    aliases: ['bluedart', 'bluedartexpress', 'bluedartapex'],
    tracking: {
      parcel: (n) =>
        `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${encodeURIComponent(n)}`,
    },
  },
  {
    name: 'DTDC',
    aliases: ['dtdc', 'dtdcexpress', 'dtdccourier'],
    tracking: { page: 'https://www.dtdc.com/track-your-shipment/' },
  },
  {
    name: 'India Post',
    aliases: ['indiapost', 'speedpost', 'indiaspeedpost', 'registeredpost'],
    tracking: { page: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx' },
    // The UPU's S10 form India Post uses for Speed Post and registered articles: EE123456789IN.
    numberPattern: /^[A-Z]{2}\d{9}IN$/,
  },
  {
    name: 'Ekart',
    aliases: ['ekart', 'ekartlogistics', 'flipkartekart'],
    tracking: { parcel: (n) => `https://ekartlogistics.com/shipmenttrack/${encodeURIComponent(n)}` },
  },
  {
    name: 'XpressBees',
    aliases: ['xpressbees', 'expressbees', 'xpressbeeslogistics'],
    tracking: { page: 'https://www.xpressbees.com/track' },
  },
];

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The listed courier a name staff typed stands for ("blue dart", "BlueDart", "Speed Post"), if any. */
export function courierNamed(name: string | null | undefined): Courier | undefined {
  if (!name) return undefined;
  const key = compact(name);
  return COURIERS.find((courier) => courier.aliases.includes(key));
}

/** The courier a tracking number can only belong to, where its form says so reliably. */
export function courierOfTrackingNumber(trackingNumber: string): Courier | undefined {
  const number = trackingNumber.trim().toUpperCase();
  return COURIERS.find((courier) => courier.numberPattern?.test(number));
}

/** Where a customer follows a parcel: its own page, or the courier's tracking page to type the number in. */
export interface TrackingLink {
  courier: string;
  url: string;
  /** True when the address opens this parcel; false for the courier's tracking page. */
  opensParcel: boolean;
}

/** The tracking link of a parcel sent with `carrier`, or null for a courier the shop does not know. */
export function trackingLinkOf(carrier: string | null, trackingNumber: string | null): TrackingLink | null {
  const courier = courierNamed(carrier);
  if (!courier || !trackingNumber) return null;
  return 'parcel' in courier.tracking
    ? { courier: courier.name, url: courier.tracking.parcel(trackingNumber), opensParcel: true }
    : { courier: courier.name, url: courier.tracking.page, opensParcel: false };
}
