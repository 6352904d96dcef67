import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.js';

describe('relativeTime', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const minute = 60 * 1000;
  const hour = 60 * minute;

  it('says Just now under an hour, and for a time slightly ahead of this clock', () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59 * minute), now)).toBe('Just now');
    expect(relativeTime(ago(-5 * minute), now)).toBe('Just now');
  });

  it('counts whole hours under a day', () => {
    expect(relativeTime(ago(hour), now)).toBe('1h ago');
    expect(relativeTime(ago(5 * hour + 59 * minute), now)).toBe('5h ago');
    expect(relativeTime(ago(23 * hour + 59 * minute), now)).toBe('23h ago');
  });

  it("says it in the reader's language", () => {
    expect(relativeTime(ago(5 * hour), now, 'hi-IN')).toBe('5 घंटे पहले');
    expect(relativeTime(ago(10 * minute), now, 'hi-IN')).toBe('अब');
    expect(relativeTime(ago(24 * hour), now, 'te-IN')).toBe('నిన్న');
    expect(relativeTime(ago(3 * 24 * hour), now, 'ta-IN')).toMatch(/^22 நவ/);
  });

  it('says Yesterday under two days', () => {
    expect(relativeTime(ago(24 * hour), now)).toBe('Yesterday');
    expect(relativeTime(ago(47 * hour + 59 * minute), now)).toBe('Yesterday');
  });

  it('gives the date in en-IN from two days on, in India time', () => {
    expect(relativeTime(ago(48 * hour), now)).toBe('23 Nov 2026');
    // 20:00 UTC on the 10th is already the 11th in India.
    expect(relativeTime('2026-11-10T20:00:00Z', now)).toBe('11 Nov 2026');
  });
});
