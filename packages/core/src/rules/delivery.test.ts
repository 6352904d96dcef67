import { describe, expect, it } from 'vitest';
import { deliverBy, deliveryZone, formatDeliveryDate, pincodeMatches, pincodeNamedIn } from './delivery.js';

/** A moment given as India's wall-clock time. */
const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);

describe('deliverBy', () => {
  it('dispatches the same day before the 14:00 cut-off and the next working day after it', () => {
    // Wednesday 25 November 2026.
    expect(deliverBy(ist('2026-11-25T13:59'), 2)).toBe('2026-11-27');
    expect(deliverBy(ist('2026-11-25T14:00'), 2)).toBe('2026-11-28');
    expect(deliverBy(ist('2026-11-25T23:59'), 2)).toBe('2026-11-28');
  });

  it('reads the cut-off in India time, whatever the moment in UTC', () => {
    // 08:00 UTC is 13:30 in India; 08:30 UTC is 14:00.
    expect(deliverBy(new Date('2026-11-25T08:00:00Z'), 1)).toBe('2026-11-26');
    expect(deliverBy(new Date('2026-11-25T08:30:00Z'), 1)).toBe('2026-11-27');
    // 20:00 UTC on the 25th is already 01:30 on Thursday the 26th in India.
    expect(deliverBy(new Date('2026-11-25T20:00:00Z'), 1)).toBe('2026-11-27');
  });

  it('neither dispatches nor delivers on a Sunday', () => {
    // Saturday 28 November before the cut-off: leaves Saturday, skips Sunday the 29th.
    expect(deliverBy(ist('2026-11-28T10:00'), 1)).toBe('2026-11-30');
    // Saturday after the cut-off: leaves Monday the 30th.
    expect(deliverBy(ist('2026-11-28T15:00'), 1)).toBe('2026-12-01');
    // Any time on Sunday: leaves Monday.
    expect(deliverBy(ist('2026-11-29T09:00'), 2)).toBe('2026-12-02');
    // Friday with 7 days on the road skips one Sunday.
    expect(deliverBy(ist('2026-11-27T09:00'), 7)).toBe('2026-12-05');
  });

  it('crosses month and year ends', () => {
    expect(deliverBy(ist('2026-11-30T16:00'), 4)).toBe('2026-12-05');
    expect(deliverBy(ist('2026-12-30T10:00'), 4)).toBe('2027-01-04');
    // 2028 is a leap year: Monday 28 February + 2 days.
    expect(deliverBy(ist('2028-02-28T10:00'), 2)).toBe('2028-03-01');
  });

  it('takes another cut-off hour', () => {
    expect(deliverBy(ist('2026-11-25T11:00'), 1, 12)).toBe('2026-11-26');
    expect(deliverBy(ist('2026-11-25T12:00'), 1, 12)).toBe('2026-11-27');
  });
});

describe('formatDeliveryDate', () => {
  it('names the weekday, day and month', () => {
    expect(formatDeliveryDate('2026-11-27')).toBe('Friday, 27 November');
    expect(formatDeliveryDate('2027-01-04')).toBe('Monday, 4 January');
  });

  it("follows the reader's language", () => {
    expect(formatDeliveryDate('2026-11-27', 'en-IN')).toBe('Friday, 27 November');
    expect(formatDeliveryDate('2026-11-27', 'hi-IN')).toBe('शुक्रवार, 27 नवंबर');
  });
});

describe('deliveryZone', () => {
  it('sorts a place into the zone of its distance from Bengaluru', () => {
    expect(deliveryZone({ district: 'Bengaluru', state: 'Karnataka' })).toBe('same_city');
    expect(deliveryZone({ district: 'Mysuru', state: 'Karnataka' })).toBe('same_state');
    expect(deliveryZone({ district: 'Mumbai', state: 'Maharashtra' })).toBe('metro');
    expect(deliveryZone({ district: 'South West Delhi', state: 'Delhi' })).toBe('metro');
    expect(deliveryZone({ district: 'Nagpur', state: 'Maharashtra' })).toBe('rest_of_india');
    expect(deliveryZone({ district: 'Leh', state: 'Ladakh' })).toBe('rest_of_india');
    expect(deliveryZone({ district: 'Kamrup', state: 'Assam' })).toBe('north_east_islands');
    expect(deliveryZone({ district: 'South Andaman', state: 'Andaman and Nicobar Islands' })).toBe(
      'north_east_islands',
    );
  });
});

describe('pincodeMatches', () => {
  it('matches a whole PIN code or its first digits', () => {
    expect(pincodeMatches('744101', ['744'])).toBe(true);
    expect(pincodeMatches('744101', ['744101'])).toBe(true);
    expect(pincodeMatches('744101', ['7441010', '745'])).toBe(false);
    expect(pincodeMatches('744101', [])).toBe(false);
  });
});

describe('pincodeNamedIn', () => {
  it('finds the last six-digit number of an address, not part of a longer one', () => {
    expect(pincodeNamedIn('Plot 42, HITEC City\nHyderabad, Telangana 500081')).toBe('500081');
    expect(pincodeNamedIn('Flat 110001, Bengaluru 560001')).toBe('560001');
    expect(pincodeNamedIn('Phone 9845012345, Bengaluru')).toBeUndefined();
    expect(pincodeNamedIn('14 Church Street, Bengaluru')).toBeUndefined();
  });
});
