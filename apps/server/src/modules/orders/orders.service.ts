import {
  addressLines,
  cancellationBlocker,
  checkoutTotals,
  codAllowed,
  formatInr,
  gstinStateRefusal,
  holdsPayment,
  type IndianState,
  isIndianState,
  type LineTax,
  type OrderStatus,
  orderTax,
  type Paginated,
  type PaymentMethod,
  paiseToRupees,
  pincodeNamedIn,
  rupeesToPaise,
  SHOP,
  type ShippingAddress,
  stateNamedIn,
  supplyKind,
} from '@makerbazaar/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { cartItems, orderItems, orders } from '../../db/schema/commerce.js';
import { users } from '../../db/schema/users.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { conflict, fieldErrors, HttpError, notFound } from '../../lib/errors.js';
import { newestFirst, type PageRequest, paginate } from '../../lib/pagination.js';
import { datedNumber } from '../../lib/reference-numbers.js';
import { saveCheckoutAddress, savedShippingAddress } from '../addresses/addresses.service.js';
import { checkLineQuantity, clearCart } from '../cart/cart.service.js';
import { chargedLine, getProductsByIds, primaryImage } from '../catalog/catalog.service.js';
import { applyCoupon, couponAppliesTo, recordRedemption, returnCouponUses } from '../coupons/coupons.service.js';
import { deliveryRefusal } from '../delivery/delivery.service.js';
import { type DomainEventPayloads, type OrderFacts, recordEvent } from '../events/domain-events.js';
import { documentsOfOrders, type OrderDocuments } from '../invoices/invoices.service.js';
import type { PaymentProvider } from '../payment-gateway/payment-provider.js';
import {
  changeStock,
  lockStock,
  type StockActor,
  type StockMovementCause,
  SYSTEM_ACTOR,
} from '../stock/stock.service.js';
import { recordOrderEvent, recordOrderEvents } from './order-timeline.service.js';

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;

export interface OrdersContext {
  db: Database;
  payments: PaymentProvider;
  shopUrl: string;
}

/** An order as the service keeps it, amounts in paise: its row, its lines and its tax documents. */
export interface OrderRecord {
  row: OrderRow;
  items: ItemRow[];
  documents: OrderDocuments | undefined;
}

export async function itemsOf(db: Queryable, orderIds: number[]): Promise<Map<number, ItemRow[]>> {
  const byOrder = new Map<number, ItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

export async function loadOrder(db: Queryable, row: OrderRow): Promise<OrderRecord> {
  const documents = (await documentsOfOrders(db, [row.id])).get(row.id);
  return { row, items: (await itemsOf(db, [row.id])).get(row.id) ?? [], documents };
}

/** MB + the date in India + a running number: MB20261121-1042. */
async function nextOrderNumber(db: Queryable, now: Date): Promise<string> {
  return `MB${await datedNumber(db, 'order_number_seq', now)}`;
}

/**
 * Where the parcel goes: a saved address, one typed at checkout (kept in the address book when
 * asked), or, from clients older than saved addresses, one text and a phone number.
 */
export type Destination =
  | { addressId: number }
  | { address: ShippingAddress; save: boolean }
  | { text: string; phoneNumber: string };

export interface CheckoutRequest {
  totalAmount: number;
  destination: Destination;
  paymentMethod: PaymentMethod;
  /** A coupon code, upper case; the order gets its discount or is refused with the reason. */
  couponCode?: string;
  /** A business buyer, for a tax invoice with its GSTIN. */
  business?: { gstin: string; name: string };
  idempotencyKey: string | undefined;
}

/** The order's address columns for a destination; a saved address of another customer is not found. */
async function shippingColumns(tx: Transaction, userId: number, destination: Destination) {
  if ('text' in destination) return { shippingAddress: destination.text, phoneNumber: destination.phoneNumber };
  const address =
    'addressId' in destination ? await savedShippingAddress(tx, userId, destination.addressId) : destination.address;
  if ('save' in destination && destination.save) await saveCheckoutAddress(tx, userId, address);
  return {
    shippingAddress: addressLines(address),
    phoneNumber: address.phone,
    shipName: address.name,
    shipLine1: address.line1,
    shipLine2: address.line2,
    shipCity: address.city,
    shipState: address.state,
    shipPincode: address.pincode,
  };
}

/**
 * Where the goods' tax applies: the state the parcel goes to. An address sent as one text (older
 * clients) counts in the state it names, or else the shop's own (docs/decisions/015-gst-on-orders.md).
 */
function deliveryState(shipTo: { shippingAddress: string; shipState?: string }): IndianState {
  const state = shipTo.shipState;
  return state !== undefined && isIndianState(state) ? state : (stateNamedIn(shipTo.shippingAddress) ?? SHOP.state);
}

/** An order's or a line's tax columns from the tax rule's split. */
export function taxColumnsOf(tax: LineTax) {
  return {
    taxablePaise: tax.taxablePaise,
    gstRate: tax.gstRate,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
    igstPaise: tax.igstPaise,
  };
}

function codFeeTaxColumns(tax: LineTax | null) {
  return {
    codFeeTaxablePaise: tax?.taxablePaise ?? null,
    codFeeGstRate: tax?.gstRate ?? null,
    codFeeCgstPaise: tax?.cgstPaise ?? null,
    codFeeSgstPaise: tax?.sgstPaise ?? null,
    codFeeIgstPaise: tax?.igstPaise ?? null,
  };
}

async function findByIdempotencyKey(db: Queryable, userId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

type CheckoutLine = Awaited<ReturnType<typeof lockedCartLines>>[number];

/**
 * The customer's cart lines with their products and stock, locked until the commit: a share lock
 * on the products keeps their price and state as read until the order is written (a staff edit
 * waits; other checkouts of the same products share it), then the stock of these products alone,
 * in id order. Refuses an empty cart, an oversized line and a line the shelf cannot fill.
 */
async function lockedCartLines(tx: Transaction, userId: number) {
  const cart = await tx
    .select({
      productId: products.id,
      slug: products.slug,
      name: products.name,
      isActive: products.isActive,
      categoryId: products.categoryId,
      pricePaise: products.pricePaise,
      priceBreaks: products.priceBreaks,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(products.id))
    .for('share', { of: products });
  if (cart.length === 0) throw conflict('Your cart is empty');
  // A line saved before carts were bounded, or by a client that went round them, is not sold.
  for (const line of cart) checkLineQuantity({ name: line.name, quantity: line.quantity, inCart: line.quantity }, 409);
  const stock = await lockStock(
    tx,
    cart.map((l) => l.productId),
  );
  // Each line at the break its quantity reaches: the unit price charged, kept on the order line.
  const lines = cart.map((l) => ({ ...l, ...chargedLine(l, l.quantity), stock: stock.get(l.productId) ?? 0 }));
  const short = lines.filter((l) => !l.isActive || l.stock < l.quantity);
  if (short.length > 0) {
    const names = short.map((l) =>
      l.isActive && l.stock > 0 ? `${l.name} (only ${l.stock} left)` : `${l.name} (out of stock)`,
    );
    throw conflict(
      `Some items are no longer available in the quantity you chose: ${names.join(', ')}. Please update your cart.`,
    );
  }
  return lines;
}

/**
 * Validate: where the parcel goes, whether it can go there with this payment, the buyer's GSTIN
 * against the place of supply, and the cart against the shelf (locked until the commit).
 */
async function validateCheckout(tx: Transaction, userId: number, request: CheckoutRequest) {
  const shipTo = await shippingColumns(tx, userId, request.destination);
  // Checkout's own check, again: the rules may have changed since, or the client skipped it.
  const pincode = shipTo.shipPincode ?? pincodeNamedIn(shipTo.shippingAddress);
  const deliveryRefused = pincode ? await deliveryRefusal(tx, pincode, request.paymentMethod) : null;
  if (deliveryRefused) throw conflict(deliveryRefused);
  const placeOfSupply = deliveryState(shipTo);
  const gstinRefusal = request.business ? gstinStateRefusal(request.business.gstin, placeOfSupply) : null;
  if (gstinRefusal) throw fieldErrors({ gstin: [gstinRefusal] });
  return { shipTo, placeOfSupply, lines: await lockedCartLines(tx, userId) };
}

/**
 * Price: the cart again at today's prices, the coupon (its row lock after the stock locks, in the
 * order cancelling takes them), the COD fee and limit, and the tax split; a stale total is refused.
 */
async function priceCheckout(
  tx: Transaction,
  userId: number,
  request: CheckoutRequest,
  { lines, placeOfSupply }: { lines: CheckoutLine[]; placeOfSupply: IndianState },
  clientTotalPaise: number,
  now: Date,
) {
  const coupon = request.couponCode ? await applyCoupon(tx, userId, request.couponCode, lines, now) : undefined;
  const totals = checkoutTotals(
    lines.reduce((sum, l) => sum + l.linePaise, 0),
    request.paymentMethod,
    coupon?.discountPaise ?? 0,
  );
  if (request.paymentMethod === 'cod' && !codAllowed(totals.totalPaise)) {
    throw conflict('Cash on delivery is available for orders up to ₹50,000. Please choose online payment.');
  }
  if (totals.totalPaise !== clientTotalPaise) {
    throw new HttpError(409, {
      detail: `Prices or quantities have changed: your total is now ${formatInr(paiseToRupees(totals.totalPaise))}. Please review your order.`,
      total_amount: paiseToRupees(totals.totalPaise),
    });
  }
  const tax = orderTax({
    lines: lines.map((l) => ({
      amountPaise: l.linePaise,
      gstRate: l.gstRate,
      discounted: coupon !== undefined && couponAppliesTo(coupon, l),
    })),
    discountPaise: totals.discountPaise,
    codFeePaise: totals.codFeePaise,
    kind: supplyKind(placeOfSupply),
  });
  return { coupon, totals, tax };
}

/** Record: the order and its items at the prices paid, the coupon's use, the emptied cart and the stock taken. */
async function recordOrder(
  tx: Transaction,
  customer: { id: number; username: string },
  order: typeof orders.$inferInsert,
  checkout: Awaited<ReturnType<typeof validateCheckout>>,
  priced: Awaited<ReturnType<typeof priceCheckout>>,
): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  if (!row) throw new Error('order was not created');
  const { lines } = checkout;
  const images = await getProductsByIds(
    tx,
    lines.map((l) => l.productId),
  );
  await tx.insert(orderItems).values(
    lines.map((l, index) => {
      const lineTax = priced.tax.lines[index];
      if (!lineTax) throw new Error('every line has its tax');
      return {
        orderId: row.id,
        productId: l.productId,
        productSlug: l.slug,
        productName: l.name,
        productImage: primaryImage(images.get(l.productId)),
        unitPricePaise: l.unitPaise,
        quantity: l.quantity,
        hsnCode: l.hsnCode,
        discountPaise: lineTax.discountPaise,
        ...taxColumnsOf(lineTax),
      };
    }),
  );
  if (priced.coupon) await recordRedemption(tx, priced.coupon, customer.id, row.id);
  await clearCart(tx, customer.id);
  await changeStock(
    tx,
    lines.map((l) => ({ productId: l.productId, delta: -l.quantity, order: { id: row.id, number: row.orderNumber } })),
    { reason: 'sale', actor: { kind: 'customer', id: customer.id, name: customer.username } },
  );
  const placedWith =
    row.paymentMethod === 'cod' ? 'Placed with cash on delivery' : 'Placed; waiting for the online payment';
  const { coupon } = priced;
  await recordOrderEvent(
    tx,
    row.id,
    'customer',
    'placed',
    coupon
      ? `${placedWith}; coupon ${coupon.code} took ${formatInr(paiseToRupees(coupon.discountPaise))} off`
      : placedWith,
  );
  return row;
}

/**
 * Turns the customer's server-side cart into an order, in one transaction, as steps: validate,
 * price, record (the order, and the stock it takes), and emit `order.placed`, whose subscribers
 * issue the invoice and tell the customer. Online orders get a gateway order first (outside the
 * transaction, so no lock waits on the network) and hold their stock until the payment is
 * verified or 30 minutes pass.
 */
export async function placeOrder(
  { db, payments }: OrdersContext,
  userId: number,
  request: CheckoutRequest,
): Promise<{ order: OrderRecord; created: boolean }> {
  if (request.idempotencyKey) {
    const existing = await findByIdempotencyKey(db, userId, request.idempotencyKey);
    if (existing) return { order: await loadOrder(db, existing), created: false };
  }
  const now = new Date();
  const orderNumber = await nextOrderNumber(db, now);
  const clientTotalPaise = rupeesToPaise(request.totalAmount);
  const gatewayOrder =
    request.paymentMethod === 'online'
      ? await payments.createOrder({ amountPaise: clientTotalPaise, receipt: orderNumber })
      : undefined;

  const placed = await withRetriedTransaction(db, async (tx) => {
    // One checkout per customer at a time: a duplicate sent at once waits here, then finds the
    // order the first one made instead of an empty cart.
    const [customer = { id: userId, username: '' }] = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (request.idempotencyKey) {
      const existing = await findByIdempotencyKey(tx, userId, request.idempotencyKey);
      if (existing) return { row: existing, created: false };
    }
    const checkout = await validateCheckout(tx, userId, request);
    const priced = await priceCheckout(tx, userId, request, checkout, clientTotalPaise, now);
    const { totals, coupon, tax } = priced;
    const order = await recordOrder(
      tx,
      customer,
      {
        orderNumber,
        userId,
        status: request.paymentMethod === 'cod' ? 'confirmed' : 'pending',
        paymentMethod: request.paymentMethod,
        paymentStatus: 'pending',
        goodsPaise: totals.goodsPaise,
        discountPaise: totals.discountPaise,
        couponCode: coupon?.code ?? null,
        codFeePaise: totals.codFeePaise,
        totalPaise: totals.totalPaise,
        ...checkout.shipTo,
        placeOfSupply: checkout.placeOfSupply,
        buyerGstin: request.business?.gstin ?? null,
        buyerBusinessName: request.business?.name ?? null,
        ...codFeeTaxColumns(tax.codFee),
        idempotencyKey: request.idempotencyKey,
        paymentProvider: gatewayOrder?.provider ?? null,
        providerOrderId: gatewayOrder?.id ?? null,
        createdAt: now,
      },
      checkout,
      priced,
    );
    await recordEvent(tx, { type: 'order.placed', payload: await orderFacts(tx, order) });
    return { row: order, created: true };
  });
  return { order: await loadOrder(db, placed.row), created: placed.created };
}

/** An order as the events about it state it, its lines read back from the order. */
export async function orderFacts(db: Queryable, order: OrderRow): Promise<OrderFacts> {
  const items = (await itemsOf(db, [order.id])).get(order.id) ?? [];
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    userId: order.userId,
    paymentMethod: order.paymentMethod,
    totalPaise: order.totalPaise,
    discountPaise: order.discountPaise,
    couponCode: order.couponCode,
    shippingAddress: order.shippingAddress,
    lines: items.map((i) => ({ productName: i.productName, quantity: i.quantity, unitPricePaise: i.unitPricePaise })),
  };
}

export async function listOrders(
  db: Queryable,
  userId: number,
  page: PageRequest,
  url: string,
): Promise<Paginated<OrderRecord>> {
  const { total, rows } = await newestFirst(db, orders, eq(orders.userId, userId), page);
  const ids = rows.map((r) => r.id);
  const items = await itemsOf(db, ids);
  const documents = await documentsOfOrders(db, ids);
  return paginate(
    url,
    page,
    total,
    rows.map((row) => ({ row, items: items.get(row.id) ?? [], documents: documents.get(row.id) })),
  );
}

export async function getOrder(db: Queryable, userId: number, orderId: number): Promise<OrderRecord> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound('Order not found.');
  return loadOrder(db, row);
}

/** The customer who placed an order, as the stock ledger names them. */
export async function customerActor(tx: Queryable, userId: number): Promise<StockActor> {
  const [customer] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return { kind: 'customer', id: userId, name: customer?.username ?? '' };
}

/**
 * What cancelling gives back: the items to the shelf (recorded in the stock ledger with `cause`),
 * then any coupon use to the coupon, in the order checkout locks them. Runs in the transaction that
 * cancels the orders; the credit notes and the customers' notices follow from `order.cancelled`.
 */
export async function releaseCancelledOrders(
  tx: Transaction,
  orderIds: number[],
  now: Date,
  cause: StockMovementCause,
): Promise<void> {
  if (orderIds.length === 0) return;
  const items = await tx
    .select({
      orderId: orderItems.orderId,
      orderNumber: orders.orderNumber,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orderItems.orderId, orderIds));
  await changeStock(
    tx,
    items.flatMap((i) =>
      i.productId === null
        ? []
        : [{ productId: i.productId, delta: i.quantity, order: { id: i.orderId, number: i.orderNumber } }],
    ),
    cause,
  );
  await returnCouponUses(tx, orderIds, now);
}

/** Records that an order, as it now is (cancelled), was cancelled, and by whom. */
export async function recordCancellation(
  tx: Transaction,
  cancelled: OrderRow,
  by: DomainEventPayloads['order.cancelled']['by'],
  shopReason: string | null = null,
): Promise<void> {
  await recordEvent(tx, {
    type: 'order.cancelled',
    payload: {
      orderId: cancelled.id,
      orderNumber: cancelled.orderNumber,
      userId: cancelled.userId,
      by,
      shopReason,
      refundDue: cancelled.paymentStatus === 'refund_pending',
    },
  });
}

/**
 * Cancels an order, under a row lock so the stock comes back exactly once. A paid online order is
 * marked for refund.
 */
export async function cancelOrder(
  { db }: OrdersContext,
  userId: number,
  orderId: number,
  now = new Date(),
): Promise<OrderRecord> {
  const row = await withRetriedTransaction(db, async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw notFound('Order not found.');
    const blocker = cancellationBlocker(order, now);
    if (blocker) throw conflict(blocker);
    const [cancelled] = await tx
      .update(orders)
      .set({
        status: 'cancelled' satisfies OrderStatus,
        cancelledAt: now,
        updatedAt: now,
        paymentStatus: holdsPayment(order.paymentStatus) ? 'refund_pending' : order.paymentStatus,
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!cancelled) throw new Error('order was not cancelled');
    await recordOrderEvent(tx, order.id, 'customer', 'cancelled', 'Cancelled by the customer; items back in stock');
    const cause = { reason: 'cancelled', actor: await customerActor(tx, userId) } as const;
    await releaseCancelledOrders(tx, [order.id], now, cause);
    await recordCancellation(tx, cancelled, 'customer');
    return cancelled;
  });
  return loadOrder(db, row);
}

export const PAYMENT_HOLD_MS = 30 * 60 * 1000;

/**
 * Online orders still pending 30 minutes after checkout: their stock goes back on sale and they
 * are cancelled. That is an order whose payment never came, and one whose captured payment did not
 * match its total (payment status `refund_pending`, which it keeps: that payment is among the
 * refunds to make, refunds-due.service.ts). Safe to run from several processes (rows are claimed
 * with SKIP LOCKED).
 */
export async function releaseAbandonedPayments(db: Database, now = new Date()): Promise<number> {
  return withRetriedTransaction(db, async (tx) => {
    const stale = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.paymentMethod, 'online'),
          inArray(orders.paymentStatus, ['pending', 'refund_pending']),
          eq(orders.status, 'pending'),
          sql`${orders.createdAt} < ${new Date(now.getTime() - PAYMENT_HOLD_MS)}`,
        ),
      )
      .orderBy(asc(orders.id))
      .for('update', { skipLocked: true });
    if (stale.length === 0) return 0;
    const ids = stale.map((o) => o.id);
    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(inArray(orders.id, ids));
    await recordOrderEvents(tx, ids, 'system', 'cancelled', 'Payment not received in time; items back in stock');
    await releaseCancelledOrders(tx, ids, now, { reason: 'released', actor: SYSTEM_ACTOR });
    for (const order of stale) await recordCancellation(tx, order, 'payment_timeout');
    return stale.length;
  });
}
