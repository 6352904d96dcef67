/** A refund the shop owes is overdue once it has waited this long: staff see it marked, and are reminded. */
export const REFUND_OVERDUE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Whether a refund due since `since` has waited more than a day at `now`. */
export function isRefundOverdue(since: Date, now: Date): boolean {
  return now.getTime() - since.getTime() > REFUND_OVERDUE_AFTER_MS;
}
