import { lazy } from 'react';

// What other features use of back-in-stock alerts: the product page's "Notify me when it is back"
// and the wishlist page's list of parts waited for. The link page is loaded by the router.
export { NOTIFY_WHEN_BACK_ID } from './notify-when-back-id';
/**
 * Loaded only for a part out of stock: its form library and checks are most of a product page's
 * code otherwise, run before the page answers a tap.
 */
export const NotifyWhenBack = lazy(() =>
  import('./notify-when-back').then((module) => ({ default: module.NotifyWhenBack })),
);
export { WaitingForStock } from './waiting-for-stock';
