import { describe, expect, it } from 'vitest';
import { routeTitle } from './route-title';

describe('routeTitle', () => {
  it('names fixed pages, leaves pages named after what they show to themselves, and names a missing page', () => {
    expect(routeTitle('/')).toBe('MakerBazaar — Electronics for makers in India');
    expect(routeTitle('/orders/')).toBe('My orders — MakerBazaar');
    expect(routeTitle('/orders/41')).toBe('Order details — MakerBazaar');
    expect(routeTitle('/product/arduino-uno-r3')).toBeUndefined();
    expect(routeTitle('/no-such-page')).toBe('Page not found — MakerBazaar');
  });
});
