// What other features use of orders: their query keys and the customer's list.
export { orderQueryKey } from './api/get-order';
export { ordersQueryKey } from './api/get-orders';
export { OrdersList } from './components/orders-list';
