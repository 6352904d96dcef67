import { getProductsByIds } from '../catalog/catalog.service.js';
import { subscriber } from '../events/event-delivery.js';
import { notifyBackInStock } from '../notifications/notifications.service.js';

/** Customers who wishlisted a sold-out part hear when staff put it back on the shelf. */
export const wishlistSubscribers = [
  subscriber({
    name: 'wishlist.back-in-stock',
    on: 'stock.restocked',
    async handle(tx, { productId }, { shopUrl }) {
      // Only a product on sale is news: a hidden one (or one in a hidden category) is not found here.
      const product = (await getProductsByIds(tx, [productId])).get(productId);
      if (product) await notifyBackInStock(tx, product, shopUrl);
    },
  }),
];
