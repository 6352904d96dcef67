import { HOME_PAGE_TITLE, PAGE_NAMES } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { i18n, loadMessages } from './i18n';
import { HOME_PAGE_TITLE_MESSAGE, PAGE_NAME_MESSAGES, routeTitle } from './route-title';

describe('routeTitle', () => {
  it('names fixed pages, leaves pages named after what they show to themselves, and names a missing page', () => {
    expect(routeTitle(i18n, '/')).toBe('MakerBazaar — Electronics for makers in India');
    expect(routeTitle(i18n, '/orders/')).toBe('My orders — MakerBazaar');
    expect(routeTitle(i18n, '/orders/41')).toBe('Order details — MakerBazaar');
    expect(routeTitle(i18n, '/product/arduino-uno-r3')).toBeUndefined();
    expect(routeTitle(i18n, '/no-such-page')).toBe('Page not found — MakerBazaar');
  });

  it("says the names in English as the server's heads have them", () => {
    expect(Object.keys(PAGE_NAME_MESSAGES).sort()).toEqual(Object.keys(PAGE_NAMES).sort());
    for (const [route, name] of Object.entries(PAGE_NAMES)) {
      const message = PAGE_NAME_MESSAGES[route as keyof typeof PAGE_NAMES];
      expect(message && i18n._(message), route).toBe(name);
    }
    expect(i18n._(HOME_PAGE_TITLE_MESSAGE)).toBe(HOME_PAGE_TITLE);
  });

  it("names the pages in the reader's language", async () => {
    i18n.loadAndActivate({ locale: 'hi', messages: await loadMessages('hi') });
    const devanagari = /[\u0900-\u097F]/;
    expect(routeTitle(i18n, '/orders/41')).toMatch(devanagari);
    expect(routeTitle(i18n, '/orders/41')).toMatch(/ — MakerBazaar$/);
    expect(routeTitle(i18n, '/')).toMatch(devanagari);
    expect(routeTitle(i18n, '/no-such-page')).toMatch(devanagari);
  });
});
