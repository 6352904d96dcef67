import {
  cancellationBlocker,
  ORDER_STATUS_LABELS,
  type Order,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type Paginated,
  paiseToRupees,
  trackingLinkOf,
} from '@makerbazaar/core';
import { orderDocumentLinks } from '../invoices/invoices.service.js';
import type { PaymentProvider } from '../payment-gateway/payment-provider.js';
import type { OrderRecord } from './orders.service.js';

/** The customer's view of an order, in the API's rupees; `payment` carries what checkout.js needs. */
export function toOrder(
  { row, items, documents }: OrderRecord,
  payments: Pick<PaymentProvider, 'keyId'>,
  now = new Date(),
): Order {
  const awaitingPayment = row.paymentMethod === 'online' && row.paymentStatus === 'pending' && row.status === 'pending';
  return {
    id: row.id,
    order_number: row.orderNumber,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    status_display: ORDER_STATUS_LABELS[row.status],
    total_amount: paiseToRupees(row.totalPaise),
    goods_amount: paiseToRupees(row.goodsPaise),
    discount_amount: paiseToRupees(row.discountPaise),
    coupon_code: row.couponCode,
    cod_fee: paiseToRupees(row.codFeePaise),
    total_items: items.reduce((sum, i) => sum + i.quantity, 0),
    items: items.map((i) => ({
      id: i.id,
      kind: i.courseId === null ? 'product' : 'course',
      quantity: i.quantity,
      price: paiseToRupees(i.unitPricePaise),
      product: {
        id: i.productId,
        slug: i.productSlug,
        name: i.productName,
        primary_image: i.productImage,
        images: [{ image: i.productImage }],
      },
    })),
    needs_shipping: items.some((i) => i.courseId === null),
    shipping_address: row.shippingAddress,
    phone_number: row.phoneNumber,
    address:
      row.shipName === null
        ? null
        : {
            name: row.shipName,
            line1: row.shipLine1 ?? '',
            line2: row.shipLine2 ?? '',
            city: row.shipCity ?? '',
            state: row.shipState ?? '',
            pincode: row.shipPincode ?? '',
          },
    gstin: row.buyerGstin,
    business_name: row.buyerBusinessName,
    payment_method: row.paymentMethod,
    payment_method_display: PAYMENT_METHOD_LABELS[row.paymentMethod],
    payment_status: row.paymentStatus,
    payment_status_display: PAYMENT_STATUS_LABELS[row.paymentStatus],
    refunded_amount: paiseToRupees(row.refundedPaise),
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    tracking_url: trackingLinkOf(row.carrier, row.trackingNumber)?.url ?? null,
    can_be_cancelled: cancellationBlocker(row, now) === null,
    payment:
      awaitingPayment && row.paymentProvider && row.providerOrderId
        ? {
            provider: row.paymentProvider,
            key_id: payments.keyId,
            provider_order_id: row.providerOrderId,
            amount: row.totalPaise,
            currency: 'INR',
          }
        : null,
    ...orderDocumentLinks(documents, 'customer'),
  };
}

/** A page of orders, judged cancellable or not at one moment. */
export function toOrderPage(
  page: Paginated<OrderRecord>,
  payments: Pick<PaymentProvider, 'keyId'>,
  now = new Date(),
): Paginated<Order> {
  return { ...page, results: page.results.map((order) => toOrder(order, payments, now)) };
}
