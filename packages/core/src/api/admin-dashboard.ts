import { z } from 'zod';

/** Money taken or owed and the orders behind it, over one span of India days. */
export const salesFigureSchema = z.object({
  /** Rupees: see `dashboard.service.ts` for exactly which orders count. */
  revenue: z.number(),
  orders: z.number().int(),
});
export type SalesFigure = z.infer<typeof salesFigureSchema>;

/** One India day of the sales chart. */
export const salesDaySchema = salesFigureSchema.extend({ date: z.string() });
export type SalesDay = z.infer<typeof salesDaySchema>;

/** Sales today, over the last 7 and 30 days (today included), and day by day for the chart. */
export const dashboardSalesSchema = z.object({
  today: salesFigureSchema,
  last_7_days: salesFigureSchema,
  last_30_days: salesFigureSchema,
  /** The last 30 India days, oldest first; days without orders are zeros. */
  by_day: z.array(salesDaySchema),
});

/** Orders a staff member must move on, by status. */
export const dashboardOrdersSchema = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  packed: z.number().int(),
  shipped: z.number().int(),
});

export const expiringPaymentSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  /** Rupees. */
  total_amount: z.number(),
  /** When the order is cancelled and its stock put back unless it is paid first. */
  expires_at: z.string(),
});

/** Online orders not yet paid, soonest to expire first (a few of them). */
export const dashboardPaymentsSchema = z.object({
  count: z.number().int(),
  soonest: z.array(expiringPaymentSchema),
});

/** One order the shop owes a refund on, as the dashboard lists it. */
export const refundToMakeSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  customer_name: z.string(),
  /** Rupees still to go back. */
  amount: z.number(),
  since: z.string(),
  overdue: z.boolean(),
});

/** Refunds the shop owes (see `refundDueSchema`): how many, how many overdue, and the longest waiting. */
export const dashboardRefundsSchema = z.object({
  count: z.number().int(),
  overdue: z.number().int(),
  /** Rupees owed over all of them. */
  total_amount: z.number(),
  oldest: z.array(refundToMakeSchema),
});

export const stockProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  stock: z.number().int(),
});

/** Products running low (1 to LOW_STOCK_THRESHOLD) and sold out, with the few lowest of each. */
export const dashboardStockSchema = z.object({
  low: z.number().int(),
  out: z.number().int(),
  lowest: z.array(stockProductSchema),
  sold_out: z.array(stockProductSchema),
});

/** Messages waiting for staff: new contact messages, open tickets and new quote requests. */
export const dashboardInboxSchema = z.object({
  new_messages: z.number().int(),
  open_tickets: z.number().int(),
  new_quotes: z.number().int(),
});

/**
 * `GET /api/admin/dashboard/`: each section is null when the staff member's areas do not open it
 * (sales, orders, payments and refunds: orders; stock: catalogue; inbox: support).
 */
export const dashboardSchema = z.object({
  sales: dashboardSalesSchema.nullable(),
  orders: dashboardOrdersSchema.nullable(),
  awaiting_payment: dashboardPaymentsSchema.nullable(),
  refunds_due: dashboardRefundsSchema.nullable(),
  stock: dashboardStockSchema.nullable(),
  inbox: dashboardInboxSchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
