import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RazorpayCheckout } from './razorpay';

// A fresh module each time: the loader remembers its script for the page's lifetime.
let loadRazorpay: () => Promise<RazorpayCheckout | null>;
beforeEach(async () => {
  vi.resetModules();
  ({ loadRazorpay } = await import('./razorpay'));
});

const script = () => document.head.querySelector<HTMLScriptElement>('script[src*="razorpay"]');

afterEach(() => {
  script()?.remove();
  delete window.Razorpay;
});

describe('loadRazorpay', () => {
  it('adds checkout.js once and resolves with its Razorpay', async () => {
    const first = loadRazorpay();
    const second = loadRazorpay();
    expect(document.head.querySelectorAll('script[src*="razorpay"]')).toHaveLength(1);
    expect(script()?.src).toBe('https://checkout.razorpay.com/v1/checkout.js');
    const Razorpay = class {
      open() {}
    } as RazorpayCheckout;
    window.Razorpay = Razorpay;
    script()?.dispatchEvent(new Event('load'));
    expect(await first).toBe(Razorpay);
    expect(await second).toBe(Razorpay);
  });

  it('resolves null when the script cannot load, and tries again next time', async () => {
    const attempt = loadRazorpay();
    script()?.dispatchEvent(new Event('error'));
    expect(await attempt).toBeNull();
    expect(script()).toBeNull();
    void loadRazorpay();
    expect(script()).not.toBeNull();
  });
});
