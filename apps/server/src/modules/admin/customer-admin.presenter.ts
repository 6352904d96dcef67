import type { CustomerDetail, CustomerSummary, Paginated } from '@makerbazaar/core';
import { paiseToRupees } from '@makerbazaar/core';
import type { CustomerDetailRecord, CustomerRecord } from './customer-admin.service.js';

export function toCustomerSummary({ user, ordersCount, valuePaise }: CustomerRecord): CustomerSummary {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    pending_email: user.pendingEmail,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    date_joined: user.dateJoined.toISOString(),
    last_login: user.lastLogin?.toISOString() ?? null,
    is_active: user.isActive,
    is_staff: user.isStaff,
    orders_count: ordersCount,
    lifetime_value: paiseToRupees(valuePaise),
  };
}

export function toCustomerPage(page: Paginated<CustomerRecord>): Paginated<CustomerSummary> {
  return { ...page, results: page.results.map(toCustomerSummary) };
}

export function toCustomerDetail(customer: CustomerDetailRecord): CustomerDetail {
  return {
    ...toCustomerSummary(customer),
    address: customer.user.address,
    orders: customer.orders.map((order) => ({
      id: order.id,
      order_number: order.orderNumber,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      payment_method: order.paymentMethod,
      payment_status: order.paymentStatus,
      total_amount: paiseToRupees(order.totalPaise),
      refunded_amount: paiseToRupees(order.refundedPaise),
    })),
    messages: customer.messages,
  };
}
