import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQ_ENTRIES, type FaqEntry, filterFaq } from './faq';

const entries: FaqEntry[] = [
  { id: 'a', category: 'Returns', question: 'What is your return policy?', answer: 'Send it back unused.' },
  { id: 'b', category: 'Payment', question: 'Which payments work?', answer: 'UPI and cards through Razorpay.' },
  { id: 'c', category: 'Delivery', question: 'When does it ship?', answer: 'Within two days.' },
];

describe('filterFaq', () => {
  it('matches the question', () => {
    expect(filterFaq(entries, 'return policy').map((e) => e.id)).toEqual(['a']);
  });

  it('matches the answer', () => {
    expect(filterFaq(entries, 'razorpay').map((e) => e.id)).toEqual(['b']);
  });

  it('ignores case in the query and the text', () => {
    expect(filterFaq(entries, 'WHEN DOES').map((e) => e.id)).toEqual(['c']);
    expect(filterFaq(entries, 'upi AND CARDS').map((e) => e.id)).toEqual(['b']);
  });

  it('returns every entry for a blank query', () => {
    expect(filterFaq(entries, '')).toEqual(entries);
    expect(filterFaq(entries, '   ')).toEqual(entries);
  });

  it('returns nothing when no entry matches', () => {
    expect(filterFaq(entries, 'soldering iron')).toEqual([]);
  });
});

describe('FAQ_ENTRIES', () => {
  it('has eight entries with unique ids and known categories', () => {
    expect(FAQ_ENTRIES).toHaveLength(8);
    expect(new Set(FAQ_ENTRIES.map((e) => e.id)).size).toBe(8);
    for (const entry of FAQ_ENTRIES) expect(FAQ_CATEGORIES).toContain(entry.category);
  });

  it('states the 7-day return window and the COD terms', () => {
    expect(filterFaq(FAQ_ENTRIES, 'within 7 days of delivery')).toHaveLength(1);
    expect(filterFaq(FAQ_ENTRIES, '₹50,000')).toHaveLength(1);
  });
});
