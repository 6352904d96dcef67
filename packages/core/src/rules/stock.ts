import { LOW_STOCK_THRESHOLD } from '../store.js';

export type StockLevel = 'out' | 'low' | 'in';

export interface StockStatus {
  level: StockLevel;
  label: string;
}

export function stockStatus(stock: number): StockStatus {
  if (stock <= 0) return { level: 'out', label: 'Out of Stock' };
  if (stock <= LOW_STOCK_THRESHOLD) return { level: 'low', label: `Only ${stock} left` };
  return { level: 'in', label: 'In Stock' };
}

/** Why staff changed a product's stock; every adjustment names one and is kept in the stock ledger. */
export const STOCK_ADJUSTMENT_REASONS = ['received', 'damaged', 'correction', 'returned'] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];

export const STOCK_ADJUSTMENT_REASON_LABELS: Record<StockAdjustmentReason, string> = {
  received: 'Received',
  damaged: 'Damaged',
  correction: 'Correction',
  returned: 'Returned',
};

/**
 * Why stock moved, as the stock ledger records every movement: a staff adjustment (its reason
 * above), an order placed, cancelled or released unpaid, goods a refund put back on the shelf, a
 * CSV import, the opening balance a ledger starts from, and a level set outright (the sample data,
 * tests and benches).
 */
export const STOCK_MOVEMENT_REASONS = [
  ...STOCK_ADJUSTMENT_REASONS,
  'sale',
  'cancelled',
  'released',
  'refund',
  'import',
  'opening',
  'count',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

export const STOCK_MOVEMENT_REASON_LABELS: Record<StockMovementReason, string> = {
  ...STOCK_ADJUSTMENT_REASON_LABELS,
  sale: 'Sold',
  cancelled: 'Order cancelled',
  released: 'Unpaid order released',
  refund: 'Back with a refund',
  import: 'CSV import',
  opening: 'Opening balance',
  count: 'Stock set',
};

/** Who moved stock: a customer (their order), a staff member, or the shop's own jobs. */
export const STOCK_ACTOR_KINDS = ['customer', 'staff', 'system'] as const;
export type StockActorKind = (typeof STOCK_ACTOR_KINDS)[number];
