// What other features use of orders: the customer's list, and the GST documents' downloads.
export { OrdersList } from './components/orders-list';
export { TaxDocumentButtons } from './components/tax-document-buttons';
