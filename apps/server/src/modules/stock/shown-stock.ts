import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one cached answer showed of the stock, so the cache rebuilds it when that changes, and only
 * then: a checkout changes the answers showing that product, not every answer.
 */
export interface ShownStock {
  /** Product id → the revision of its stock row the answer showed. */
  products: Map<number, number>;
  /** The answer chose its products by whether they are in stock (the in_stock filter). */
  availability: boolean;
}

const building = new AsyncLocalStorage<ShownStock>();

/** Runs `work`, noting what stock it reads through `noteStockShown` and `noteAvailabilityUsed`. */
export async function trackShownStock<T>(work: () => Promise<T>): Promise<{ result: T; shown: ShownStock }> {
  const shown: ShownStock = { products: new Map(), availability: false };
  const result = await building.run(shown, work);
  return { result, shown };
}

/** Products whose stock an answer being built shows; outside a tracked build it does nothing. */
export function noteStockShown(levels: { id: number; stockRevision: number }[]): void {
  const shown = building.getStore();
  if (!shown) return;
  for (const { id, stockRevision } of levels) {
    // Shown twice at different revisions: the older one decides when the answer is stale.
    shown.products.set(id, Math.min(stockRevision, shown.products.get(id) ?? stockRevision));
  }
}

/** An answer being built filters by stock, so it depends on every product being in stock or not. */
export function noteAvailabilityUsed(): void {
  const shown = building.getStore();
  if (shown) shown.availability = true;
}
