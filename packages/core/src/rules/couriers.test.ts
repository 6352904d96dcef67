import { describe, expect, it } from 'vitest';
import { COURIERS, courierNamed, courierOfTrackingNumber, trackingLinkOf } from './couriers.js';

describe('courierNamed', () => {
  it('knows each listed courier by the ways staff write it', () => {
    expect(courierNamed('Blue Dart')?.name).toBe('Blue Dart');
    expect(courierNamed('bluedart')?.name).toBe('Blue Dart');
    expect(courierNamed(' DELHIVERY ')?.name).toBe('Delhivery');
    expect(courierNamed('Speed Post')?.name).toBe('India Post');
    expect(courierNamed('Xpress Bees')?.name).toBe('XpressBees');
    expect(courierNamed('e-Kart')?.name).toBe('Ekart');
  });

  it('knows no other courier', () => {
    expect(courierNamed('Shadowfax')).toBeUndefined();
    expect(courierNamed('')).toBeUndefined();
    expect(courierNamed(null)).toBeUndefined();
  });

  it('lists the six couriers the shop ships with, each known by its own name', () => {
    expect(COURIERS.map((courier) => courier.name)).toEqual([
      'Delhivery',
      'Blue Dart',
      'DTDC',
      'India Post',
      'Ekart',
      'XpressBees',
    ]);
    for (const courier of COURIERS) expect(courierNamed(courier.name)).toBe(courier);
  });
});

describe('courierOfTrackingNumber', () => {
  it('recognises India Post by its S10 number, and nothing from a number of any form', () => {
    expect(courierOfTrackingNumber('EE123456789IN')?.name).toBe('India Post');
    expect(courierOfTrackingNumber('ee123456789in')?.name).toBe('India Post');
    expect(courierOfTrackingNumber('EE123456789US')).toBeUndefined();
    expect(courierOfTrackingNumber('1234567890123')).toBeUndefined();
  });
});

describe('trackingLinkOf', () => {
  it('opens the parcel on the sites that show one from its address', () => {
    expect(trackingLinkOf('Delhivery', '1234567890123')).toEqual({
      courier: 'Delhivery',
      url: 'https://www.delhivery.com/track-v2/package/1234567890123',
      opensParcel: true,
    });
    expect(trackingLinkOf('Blue Dart', '81234567890')?.url).toBe(
      'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=81234567890',
    );
    expect(trackingLinkOf('ekart', 'FMPC1234567890')?.url).toBe(
      'https://ekartlogistics.com/shipmenttrack/FMPC1234567890',
    );
  });

  it('links the tracking page of a courier whose site takes the number in a form', () => {
    expect(trackingLinkOf('India Post', 'EE123456789IN')).toEqual({
      courier: 'India Post',
      url: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
      opensParcel: false,
    });
    expect(trackingLinkOf('DTDC', 'D12345678')?.opensParcel).toBe(false);
    expect(trackingLinkOf('XpressBees', '14123456789012')?.opensParcel).toBe(false);
  });

  it('has no link for a courier it does not know, or without a number', () => {
    expect(trackingLinkOf('Shadowfax', 'SF123')).toBeNull();
    expect(trackingLinkOf('Delhivery', null)).toBeNull();
    expect(trackingLinkOf(null, '123')).toBeNull();
  });
});
