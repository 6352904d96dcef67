import { SHOP } from '@makerbazaar/core';
import type { EmailMessage } from './outbox.service.js';

interface Recipient {
  email: string;
  firstName: string;
  username: string;
}

const signature = `\n\n— The MakerBazaar team\n${SHOP.supportEmail} · ${SHOP.supportPhone}`;

export function welcomeEmail(user: Recipient, shopUrl: string): EmailMessage {
  return {
    to: user.email,
    kind: 'welcome',
    subject: 'Welcome to MakerBazaar',
    text:
      `Hi ${user.firstName || user.username},\n\n` +
      `Your MakerBazaar account "${user.username}" is ready. Sign in at ${shopUrl}/login to keep a ` +
      'wishlist, check out with cash on delivery or online payment, and follow your orders.' +
      signature,
  };
}

export function passwordResetEmail(user: Recipient, resetUrl: string): EmailMessage {
  return {
    to: user.email,
    kind: 'password_reset',
    subject: 'Reset your MakerBazaar password',
    text:
      `Hi ${user.firstName || user.username},\n\n` +
      `Someone asked to reset the password of your MakerBazaar account. To choose a new one, open:\n\n${resetUrl}\n\n` +
      'The link works once, for 30 minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.' +
      signature,
  };
}

export function orderConfirmationEmail(
  to: { email: string; firstName: string; username: string },
  order: { orderNumber: string; totalRupees: string; paymentLabel: string; lines: string[]; shippingAddress: string },
  shopUrl: string,
): EmailMessage {
  return {
    to: to.email,
    kind: 'order_confirmation',
    subject: `Your MakerBazaar order ${order.orderNumber}`,
    text:
      `Hi ${to.firstName || to.username},\n\nThank you for your order ${order.orderNumber}.\n\n` +
      `${order.lines.join('\n')}\n\nTotal: ${order.totalRupees} (${order.paymentLabel})\n` +
      `Shipping to: ${order.shippingAddress}\n\n` +
      `We pack orders within 24–48 hours. Follow it at ${shopUrl}/orders. You can cancel it there within 1 hour of placing it.` +
      signature,
  };
}
