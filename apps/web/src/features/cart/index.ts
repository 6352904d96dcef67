// What other features use of the cart: its query and whether the drawer is open.
export { cartQueryKey, useCart } from './api/get-cart';
export { useUiStore } from './ui-store';
