import {
  COURSE_GST_RATE,
  COURSE_SAC_CODE,
  formatInr,
  type IndianState,
  isIndianState,
  paiseToRupees,
  rupeesToPaise,
  SHOP,
  splitInclusiveAmount,
  supplyKind,
} from '@makerbazaar/core';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema/commerce.js';
import { users } from '../../db/schema/users.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { conflict, HttpError } from '../../lib/errors.js';
import { datedNumber } from '../../lib/reference-numbers.js';
import { listAddresses } from '../addresses/addresses.service.js';
import { courseById, enrolInTransaction, getCourse, isEnrolled } from '../courses/courses.service.js';
import { recordOrderEvent } from './order-timeline.service.js';
import {
  loadOrder,
  type OrderRecord,
  type OrderRow,
  type OrdersContext,
  PAYMENT_HOLD_MS,
  taxColumnsOf,
} from './orders.service.js';

/**
 * Where a course's tax applies: the buyer's state as the shop knows it (their default or newest
 * saved address), else the shop's own state (IGST Act s.12(2)(b)).
 */
async function buyerState(db: Queryable, userId: number): Promise<IndianState> {
  const [known] = await listAddresses(db, userId);
  return known && isIndianState(known.state) ? known.state : SHOP.state;
}

/** The customer's unpaid order for this course still inside its payment window, if any. */
async function pendingCourseOrder(db: Queryable, userId: number, courseId: number, now: Date) {
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'pending'),
        eq(orderItems.courseId, courseId),
        gte(orders.createdAt, new Date(now.getTime() - PAYMENT_HOLD_MS)),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(1);
  return row?.order;
}

/**
 * Buys a paid course: an online order of one line with nothing to ship, at the course's price.
 * Asking again while an unpaid order for it is still open returns that order rather than a second
 * one. Enrolment waits for the verified payment (`deliverPaidCourses`).
 */
export async function placeCourseOrder(
  { db, payments }: OrdersContext,
  userId: number,
  input: { courseId: number; totalAmount: number },
): Promise<{ order: OrderRecord; created: boolean }> {
  const course = await getCourse(db, String(input.courseId));
  if (course.pricePaise === 0) throw conflict(`${course.title} is free: enrol with one click on its page.`);
  if (await isEnrolled(db, userId, course.id)) throw conflict(`You are already enrolled in ${course.title}.`);
  if (rupeesToPaise(input.totalAmount) !== course.pricePaise) {
    throw new HttpError(409, {
      detail: `The price of ${course.title} has changed: it is now ${formatInr(paiseToRupees(course.pricePaise))}. Please review your order.`,
      total_amount: paiseToRupees(course.pricePaise),
    });
  }
  const now = new Date();
  const open = await pendingCourseOrder(db, userId, course.id, now);
  if (open) return { order: await loadOrder(db, open), created: false };

  const orderNumber = `MB${await datedNumber(db, 'order_number_seq', now)}`;
  const gatewayOrder = await payments.createOrder({ amountPaise: course.pricePaise, receipt: orderNumber });
  const placed = await withRetriedTransaction(db, async (tx) => {
    // One purchase per customer at a time: a second click sent at once finds the first order.
    const [customer] = await tx
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    const raced = await pendingCourseOrder(tx, userId, course.id, now);
    if (raced) return { row: raced, created: false };
    const placeOfSupply = await buyerState(tx, userId);
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber,
        userId,
        status: 'pending',
        paymentMethod: 'online',
        paymentStatus: 'pending',
        goodsPaise: course.pricePaise,
        totalPaise: course.pricePaise,
        shippingAddress: '',
        phoneNumber: customer?.phone ?? '',
        placeOfSupply,
        paymentProvider: gatewayOrder.provider,
        providerOrderId: gatewayOrder.id,
        createdAt: now,
      })
      .returning();
    if (!order) throw new Error('order was not created');
    await tx.insert(orderItems).values({
      orderId: order.id,
      courseId: course.id,
      productSlug: course.slug,
      productName: course.title,
      productImage: course.image,
      unitPricePaise: course.pricePaise,
      quantity: 1,
      hsnCode: COURSE_SAC_CODE,
      discountPaise: 0,
      ...taxColumnsOf(splitInclusiveAmount(course.pricePaise, COURSE_GST_RATE, supplyKind(placeOfSupply))),
    });
    await recordOrderEvent(
      tx,
      order.id,
      'customer',
      'placed',
      `Course "${course.title}"; waiting for the online payment`,
    );
    return { row: order, created: true };
  });
  return { order: await loadOrder(db, placed.row), created: placed.created };
}

/**
 * Gives the customer the courses of an order just paid, in the transaction that marks it paid; an
 * order of courses alone has nothing to ship and is delivered there and then.
 */
export async function deliverPaidCourses(tx: Transaction, order: OrderRow): Promise<OrderRow> {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const courseIds = lines.flatMap((l) => (l.courseId === null ? [] : [l.courseId]));
  if (courseIds.length === 0) return order;
  for (const courseId of courseIds) {
    const course = await courseById(tx, courseId);
    if (course) await enrolInTransaction(tx, order.userId, course);
  }
  if (lines.some((l) => l.courseId === null)) return order;
  const now = new Date();
  const [delivered] = await tx
    .update(orders)
    .set({ status: 'delivered', deliveredAt: now, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  await recordOrderEvent(tx, order.id, 'system', 'delivered', 'Course access given by e-mail; nothing to ship');
  return delivered ?? order;
}
