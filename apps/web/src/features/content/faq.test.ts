import type { FaqEntry } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { i18n, loadMessages } from '@/lib/i18n';
import { contactFaq, filterFaq } from './faq';

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

describe('contactFaq', () => {
  it('states the dispatch time, the reply time and the support phone', () => {
    const entries = contactFaq(i18n);
    expect(filterFaq(entries, 'within 24–48 hours')).toHaveLength(1);
    expect(filterFaq(entries, 'reply within 24 hours')).toHaveLength(1);
    expect(filterFaq(entries, '+91 80 4718 2200 (Monday–Saturday, 9AM–6PM)')).toHaveLength(1);
  });

  it('is written in the page’s language, with the reply time and phone hours in it', async () => {
    i18n.loadAndActivate({ locale: 'hi', messages: await loadMessages('hi') });
    const [replyTime] = contactFaq(i18n);
    expect(replyTime?.question).toBe('आप कितनी जल्दी जवाब देंगे?');
    expect(replyTime?.answer).toContain('24 घंटे के अंदर');
    expect(replyTime?.answer).toContain('+91 80 4718 2200');
    expect(replyTime?.answer).not.toContain('Monday');
  });
});
