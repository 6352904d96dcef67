// What other features use of delivery: the Check delivery box, the PIN code answer (address forms
// fill in city and state from it) and what checkout refuses.
export { deliveryCheckQueryOptions } from './api/check-delivery';
export { CheckDelivery } from './check-delivery';
export { useDeliveryRefusal } from './use-delivery-refusal';
