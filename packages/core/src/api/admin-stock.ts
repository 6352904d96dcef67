import { z } from 'zod';
import {
  STOCK_ACTOR_KINDS,
  STOCK_ADJUSTMENT_REASON_LABELS,
  STOCK_ADJUSTMENT_REASONS,
  STOCK_MOVEMENT_REASONS,
  type StockAdjustmentReason,
} from '../rules/stock.js';
import { multilineText, paginatedSchema } from './common.js';

/** The most one adjustment may move, either way: a typo of a few extra digits is refused rather than kept. */
export const MAX_STOCK_CHANGE = 100_000;
export const MAX_STOCK_NOTE_LENGTH = 500;

/** Which way each reason moves stock: goods received or returned come in, damaged goods go out. */
export const STOCK_REASON_DIRECTION: Record<StockAdjustmentReason, 'in' | 'out' | 'either'> = {
  received: 'in',
  returned: 'in',
  damaged: 'out',
  correction: 'either',
};

const NOT_AN_INTEGER = 'Enter a whole number, such as 10 or -3.';

/** `POST /api/admin/products/{id}/stock/`: a change of stock with its reason, kept in the ledger. */
export const stockAdjustmentInputSchema = z
  .object({
    change: z
      .number({ message: NOT_AN_INTEGER })
      .int(NOT_AN_INTEGER)
      .min(-MAX_STOCK_CHANGE, `One adjustment takes at most ${MAX_STOCK_CHANGE}.`)
      .max(MAX_STOCK_CHANGE, `One adjustment adds at most ${MAX_STOCK_CHANGE}.`)
      .refine(
        (change) => change !== 0,
        'Enter a change other than 0: add with a positive number, take with a negative one.',
      ),
    reason: z.enum(STOCK_ADJUSTMENT_REASONS, {
      message: `Choose a reason: ${STOCK_ADJUSTMENT_REASONS.join(', ')}.`,
    }),
    note: multilineText()
      .trim()
      .max(MAX_STOCK_NOTE_LENGTH, `Ensure this field has no more than ${MAX_STOCK_NOTE_LENGTH} characters.`)
      .default(''),
  })
  .superRefine((input, context) => {
    const direction = STOCK_REASON_DIRECTION[input.reason];
    const label = STOCK_ADJUSTMENT_REASON_LABELS[input.reason];
    if (direction === 'in' && input.change < 0) {
      context.addIssue({
        code: 'custom',
        path: ['change'],
        message: `${label} stock is added: enter a positive number.`,
      });
    }
    if (direction === 'out' && input.change > 0) {
      context.addIssue({
        code: 'custom',
        path: ['change'],
        message: `${label} stock is taken: enter a negative number.`,
      });
    }
  });
export type StockAdjustmentInput = z.input<typeof stockAdjustmentInputSchema>;
export type StockAdjustmentValues = z.output<typeof stockAdjustmentInputSchema>;

/**
 * One movement of the stock ledger: the quantity before, the change, the quantity it left, why
 * (`reason`), who (`actor_kind`, and their username; "System" for the shop's own jobs) and the order
 * it belongs to, if any. The ledger's changes add up to the quantity on the shelf.
 */
export const stockMovementSchema = z.object({
  id: z.number().int(),
  change: z.number().int(),
  quantity_before: z.number().int(),
  quantity_after: z.number().int(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  note: z.string(),
  actor_kind: z.enum(STOCK_ACTOR_KINDS),
  actor_username: z.string(),
  /** The order a sale, cancellation, release or refund moved stock for; null otherwise. */
  order: z.object({ id: z.number().int(), order_number: z.string() }).nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** `GET /api/admin/products/{id}/stock/`: the quantity on the shelf now and a page of the ledger, newest first. */
export const productStockSchema = paginatedSchema(stockMovementSchema).extend({
  product_id: z.number().int(),
  quantity: z.number().int(),
});
export type ProductStock = z.infer<typeof productStockSchema>;

/** What an adjustment answers: the new quantity and its ledger row. */
export const stockAdjustedSchema = z.object({
  quantity: z.number().int(),
  adjustment: stockMovementSchema,
});
export type StockAdjusted = z.infer<typeof stockAdjustedSchema>;
