import type { FaqEntry } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { CONTACT_FAQ, filterFaq } from './faq';

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

describe('CONTACT_FAQ', () => {
  it('states the dispatch time and the support phone', () => {
    expect(filterFaq(CONTACT_FAQ, 'within 24–48 hours')).toHaveLength(1);
    expect(filterFaq(CONTACT_FAQ, '+91 80 4718 2200')).toHaveLength(1);
  });
});
