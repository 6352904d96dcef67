// What other features use of coupons: checkout's coupon box and the quote behind it.
export { couponsQueryKey, useCouponQuote } from './api/coupons';
export { CouponBox } from './coupon-box';
