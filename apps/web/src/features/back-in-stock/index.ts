// What other features use of back-in-stock alerts: the product page's "Notify me when it is back"
// and the wishlist page's list of parts waited for. The link page is loaded by the router.
export { NOTIFY_WHEN_BACK_ID, NotifyWhenBack } from './notify-when-back';
export { WaitingForStock } from './waiting-for-stock';
