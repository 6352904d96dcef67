// Loaded when checkout's address form first validates (lazyFormResolver), with zod.
export { shippingAddressSchema } from '@makerbazaar/core';
