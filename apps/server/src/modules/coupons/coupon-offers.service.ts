import { type CouponKind, couponDiscountLabel, formatIndianDate, formatInr } from '@makerbazaar/core';

/** A coupon as a customer given it hears of it. */
export interface CouponOffer {
  code: string;
  title: string;
  kind: CouponKind;
  value: number;
  /** The category it applies to, or null for the whole cart. */
  categoryName: string | null;
  /** The least order it needs, in rupees; 0 for none. */
  minOrderRupees: number;
  /** The first moment it no longer applies. */
  expiresAt: Date;
}

/**
 * The notification (and e-mail) telling a customer of a coupon given to them. Each combination of
 * conditions is a sentence of its own, so the storefront can say it in the reader's language.
 */
export function couponOfferNotice(offer: CouponOffer): { title: string; message: string } {
  const { code, title, categoryName: category } = offer;
  const discount = couponDiscountLabel(offer.kind, offer.value);
  const until = formatIndianDate(new Date(offer.expiresAt.getTime() - 1));
  const least = offer.minOrderRupees > 0 ? formatInr(offer.minOrderRupees) : null;
  let message: string;
  if (category && least) {
    message = `${title}: ${discount} on ${category}, on orders of ${least} or more, until ${until}. Enter ${code} at checkout.`;
  } else if (category) {
    message = `${title}: ${discount} on ${category}, until ${until}. Enter ${code} at checkout.`;
  } else if (least) {
    message = `${title}: ${discount} on orders of ${least} or more, until ${until}. Enter ${code} at checkout.`;
  } else {
    message = `${title}: ${discount}, until ${until}. Enter ${code} at checkout.`;
  }
  return { title: `A coupon for you: ${code}`, message };
}
