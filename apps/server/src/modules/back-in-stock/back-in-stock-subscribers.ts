import { subscriber } from '../events/event-delivery.js';
import { tellWaitingForRestocked } from './back-in-stock.service.js';

/** Whoever asked to hear when a sold-out part returns is told once staff put it back on the shelf. */
export const backInStockSubscribers = [
  subscriber({
    name: 'back-in-stock.restocked',
    on: 'stock.restocked',
    handle: (tx, { productId }, { shopUrl }) => tellWaitingForRestocked(tx, productId, shopUrl),
  }),
];
