import type { FastifyRequest } from 'fastify';
import type { StockListener } from '../stock/stock.service.js';

/**
 * Shows the stock an order took or gave back in this process from its next read on. The order is
 * committed by then: if reading the stock back fails, the change feed brings it within a second.
 */
export function showStockChangeOf(request: FastifyRequest, stock: StockListener, productIds: number[]): Promise<void> {
  return stock
    .stockChanged(productIds)
    .catch((error: unknown) => request.log.warn({ err: error }, 'the stock an order changed was not read back'));
}
