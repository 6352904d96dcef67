import { type Dashboard, paiseToRupees, type SalesFigure } from '@makerbazaar/core';
import type { AwaitingPaymentRecord, DashboardRecord, SalesRecord, SalesTotal } from './dashboard.service.js';

const toSalesFigure = ({ revenuePaise, orders }: SalesTotal): SalesFigure => ({
  revenue: paiseToRupees(revenuePaise),
  orders,
});

function toSales(sales: SalesRecord): NonNullable<Dashboard['sales']> {
  return {
    today: toSalesFigure(sales.today),
    last_7_days: toSalesFigure(sales.last7Days),
    last_30_days: toSalesFigure(sales.last30Days),
    by_day: sales.byDay.map((day) => ({ date: day.date, ...toSalesFigure(day) })),
  };
}

function toAwaitingPayment(awaiting: AwaitingPaymentRecord): NonNullable<Dashboard['awaiting_payment']> {
  return {
    count: awaiting.count,
    soonest: awaiting.soonest.map((order) => ({
      id: order.id,
      order_number: order.orderNumber,
      total_amount: paiseToRupees(order.totalPaise),
      expires_at: order.expiresAt.toISOString(),
    })),
  };
}

/** The back office's front page in the API's rupees. */
export function toDashboard(record: DashboardRecord): Dashboard {
  return {
    sales: record.sales && toSales(record.sales),
    orders: record.orders,
    awaiting_payment: record.awaitingPayment && toAwaitingPayment(record.awaitingPayment),
    refunds_due: record.refundsDue,
    stock: record.stock,
    inbox: record.inbox,
  };
}
