// What other features use of delivery: the Check delivery box, and the PIN code check checkout asks.
export { deliveryCheckQueryOptions } from './api/check-delivery';
export { CheckDelivery } from './check-delivery';
