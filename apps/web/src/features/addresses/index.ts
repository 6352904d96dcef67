// What other features use of the address book: checkout's address choice, and the profile's default address.
export { CheckoutAddress, useCheckoutAddress } from './checkout-address';
export { DefaultAddress } from './default-address';
