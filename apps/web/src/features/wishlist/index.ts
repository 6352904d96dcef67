// What other features show of the wishlist.
export { wishlistCountQueryOptions } from './api/get-wishlist';
