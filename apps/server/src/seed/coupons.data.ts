/** The shop's opening coupons, open to every customer; amounts in rupees, a category by its slug. */
export interface SeedCoupon {
  code: string;
  title: string;
  description: string;
  kind: 'percent' | 'flat';
  /** A percentage, or rupees for `flat`. */
  value: number;
  minOrder: number;
  maxDiscount: number | null;
  categorySlug: string | null;
  terms: string[];
}

/** How long the opening coupons run from the day the shop is set up. */
export const SEED_COUPON_DAYS = 180;

export const SEED_COUPONS: SeedCoupon[] = [
  {
    code: 'WELCOME10',
    title: '10% off your order',
    description: 'Take 10% off any order of ₹999 or more, on every board, sensor and tool in the shop.',
    kind: 'percent',
    value: 10,
    minOrder: 999,
    maxDiscount: 500,
    categorySlug: null,
    terms: [
      'Valid on orders of ₹999 or more.',
      'The discount is at most ₹500.',
      'One use per customer; one coupon per order.',
      'Cancelling the order gives the use back.',
    ],
  },
  {
    code: 'MAKER50',
    title: '₹50 off small orders',
    description: 'A flat ₹50 off an order of ₹299 or more: enough for the jumper wires you forgot.',
    kind: 'flat',
    value: 50,
    minOrder: 299,
    maxDiscount: null,
    categorySlug: null,
    terms: ['Valid on orders of ₹299 or more.', 'One use per customer; one coupon per order.'],
  },
  {
    code: 'SENSOR15',
    title: '15% off sensors',
    description: 'Take 15% off the sensors in your cart when they come to ₹500 or more.',
    kind: 'percent',
    value: 15,
    minOrder: 500,
    maxDiscount: 200,
    categorySlug: 'sensors',
    terms: [
      'Applies to products in the Sensors category only.',
      'Needs ₹500 or more of sensors in the cart.',
      'The discount is at most ₹200.',
      'One use per customer; one coupon per order.',
    ],
  },
  {
    code: 'ROBO20',
    title: '20% off robotics',
    description: 'Building a robot? Take 20% off robotics parts when they come to ₹1,500 or more.',
    kind: 'percent',
    value: 20,
    minOrder: 1500,
    maxDiscount: 750,
    categorySlug: 'robotics',
    terms: [
      'Applies to products in the Robotics category only.',
      'Needs ₹1,500 or more of robotics parts in the cart.',
      'The discount is at most ₹750.',
      'One use per customer; one coupon per order.',
    ],
  },
];
