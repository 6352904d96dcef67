// What other features use of checkout: paying for an order placed earlier.
export { CompletePaymentButton } from './payment/complete-payment-button';
