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
