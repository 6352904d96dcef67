// What other features use of saved payment methods: checkout offers them first, and names the one in use.
export { paymentMethodsQueryKey } from './api/payment-methods';
export { type CheckoutPaymentMethod, CheckoutSavedMethods, useCheckoutPaymentMethod } from './checkout-saved-methods';
export { SavedMethodName } from './saved-method-name';
