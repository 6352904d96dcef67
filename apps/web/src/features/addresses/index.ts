// What other features use of the address book: checkout's address choice.
export { CheckoutAddress, useCheckoutAddress } from './checkout-address';
