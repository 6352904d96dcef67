/** The product's stock, its adjustments (with a reason) and the stock ledger. */
export function StockPanel(_props: { productId: number }) {
  return null;
}
