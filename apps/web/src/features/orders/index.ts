// What other features use of orders: their query keys, the customer's list, and the GST documents' downloads.
export { orderQueryKey } from './api/get-order';
export { ordersQueryKey } from './api/get-orders';
export { OrdersList } from './components/orders-list';
export { TaxDocumentButtons } from './components/tax-document-buttons';
