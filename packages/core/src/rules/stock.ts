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
