import { LANGUAGES, type Language, type Settings } from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { outbox } from '../../db/schema/outbox.js';
import { followVerificationLink, newCustomer, signUpAndLogIn } from '../../testing/accounts.js';
import { testApp } from '../../testing/app-hooks.js';
import {
  backInStockConfirmationEmail,
  backInStockNoticeEmail,
  bulkQuoteAcknowledgementEmail,
  courseEnrolmentEmail,
  emailChangeNoticeEmail,
  emailVerificationEmail,
  newsletterConfirmationEmail,
  notificationEmail,
  orderCancelledEmail,
  orderConfirmationEmail,
  orderDeliveredEmail,
  orderRefundedEmail,
  orderShippedEmail,
  passwordResetEmail,
  type Recipient,
  supportAcknowledgementEmail,
  welcomeEmail,
} from './templates.js';
import { EMAIL_TEXTS } from './texts/email-texts.js';

const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

const ctx = testApp({ seed: false });

const mailsTo = (address: string) => ctx.database.db.select().from(outbox).where(eq(outbox.to, address));
const inLanguage = (language: Language) => ({ cookie: `mb-lang=${language}` });

describe('e-mails to customers, in the language they read the shop in', () => {
  it('signing up in Hindi keeps Hindi on the account, asks for the address in Hindi and welcomes in Hindi', async () => {
    const customer = newCustomer({ email: 'anil@example.in' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: customer,
      headers: inLanguage('hi'),
      remoteAddress: '10.61.0.1',
    });
    expect(created.statusCode).toBe(201);
    const [verification] = await mailsTo('anil@example.in');
    expect(verification?.subject).toBe(EMAIL_TEXTS.hi.emailVerification.subject);
    expect(verification?.text).toContain(EMAIL_TEXTS.hi.helloGuest);
    expect((await followVerificationLink(ctx.app, 'anil@example.in', '10.61.0.1')).statusCode).toBe(200);
    const [, welcome] = await mailsTo('anil@example.in');
    expect(welcome?.subject).toBe(EMAIL_TEXTS.hi.welcome.subject);
    expect(welcome?.text).toContain(EMAIL_TEXTS.hi.greeting('Asha'));

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: customer.username, password: customer.password },
      remoteAddress: '10.61.0.1',
    });
    const settings = await ctx.app.inject({
      url: '/api/users/settings/',
      headers: { authorization: `Bearer ${login.json().access}` },
    });
    expect((settings.json() as Settings).language).toBe('hi');
  });

  it('a password reset follows the language the account keeps, whatever the requesting page', async () => {
    const { customer, auth } = await signUpAndLogIn(ctx.app, { email: 'lakshmi@example.in' });
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/settings/',
      headers: auth,
      payload: { language: 'te' },
    });
    expect(changed.statusCode).toBe(200);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/password_reset/',
      payload: { email: customer.email },
      headers: inLanguage('en'),
      remoteAddress: '10.61.0.2',
    });
    expect(asked.statusCode).toBe(200);
    await vi.waitFor(
      async () => expect((await mailsTo('lakshmi@example.in')).map((mail) => mail.kind)).toContain('password_reset'),
      { timeout: 10_000 },
    );
    const reset = (await mailsTo('lakshmi@example.in')).find((mail) => mail.kind === 'password_reset');
    expect(reset?.subject).toBe(EMAIL_TEXTS.te.passwordReset.subject);
  });

  it('a support request filled in in Tamil is acknowledged in Tamil, its topic named in Tamil', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/support/',
      payload: { topic: 'Payments', name: 'Kavya', email: 'kavya@example.in', message: 'Was my UPI payment received?' },
      headers: inLanguage('ta'),
      remoteAddress: '10.61.0.3',
    });
    expect(answer.statusCode).toBe(201);
    const [ack] = await mailsTo('kavya@example.in');
    const ticket = (answer.json() as { ticket_number: string }).ticket_number;
    expect(ack?.subject).toBe(EMAIL_TEXTS.ta.supportAcknowledgement.subject(ticket));
    expect(ack?.text).toContain(EMAIL_TEXTS.ta.supportAcknowledgement.topics.Payments);
    expect(ack?.text).toContain(EMAIL_TEXTS.ta.replyTime);
  });

  it('a notification e-mail says the notification in the customer’s language, values included', () => {
    const to = (language: Language): Recipient => ({
      email: 'asha@example.in',
      firstName: 'Asha',
      username: 'asha',
      language,
    });
    const priceDrop = {
      kind: 'price_drop',
      title: 'Price drop: Arduino Uno R3',
      message: 'Arduino Uno R3 on your wishlist is now ₹599 (was ₹649).',
      actionUrl: '/product/arduino-uno-r3',
    };
    const hindi = notificationEmail(to('hi'), priceDrop, 'https://shop.test');
    expect(hindi.subject).toBe('कीमत घटी: Arduino Uno R3');
    expect(hindi.text).toContain('आपकी विशलिस्ट में शामिल Arduino Uno R3 की कीमत अब ₹599 है (पहले ₹649 थी)।');
    const coupon = notificationEmail(
      to('ta'),
      {
        kind: 'coupon_offer',
        title: 'A coupon for you: FOR-MEERA',
        message: 'Diwali sale: 25% off on Sensors, until 30 Nov 2026. Enter FOR-MEERA at checkout.',
        actionUrl: '/coupons',
      },
      'https://shop.test',
    );
    expect(coupon.subject).toBe('உங்களுக்கான கூப்பன்: FOR-MEERA');
    const date = new Intl.DateTimeFormat('ta-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
      new Date(2026, 10, 30),
    );
    expect(coupon.text).toContain(`Diwali sale: Sensors-க்கு 25% தள்ளுபடி, ${date} வரை.`);
    expect(notificationEmail(to('en'), priceDrop, 'https://shop.test').subject).toBe(priceDrop.title);
  });

  it('a hostile language cookie means English', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/',
      payload: { email: 'ravi@example.in' },
      headers: { cookie: 'mb-lang=../../etc/passwd' },
      remoteAddress: '10.61.0.4',
    });
    expect(answer.statusCode).toBe(201);
    const [confirmation] = await mailsTo('ravi@example.in');
    expect(confirmation?.subject).toBe(EMAIL_TEXTS.en.newsletter.subject);
  });
});

describe.each(LANGUAGE_CODES)('every e-mail in %s', (language) => {
  const to: Recipient = { email: 'asha@example.in', firstName: 'Asha', username: 'asha', language };
  const shopUrl = 'https://shop.test';
  const order = { orderNumber: 'MB20261125-1042' };
  // Each e-mail, and the values it must carry whatever the language's word order.
  const emails = [
    [welcomeEmail(to, shopUrl), ['Asha', 'asha', `${shopUrl}/login`]],
    [passwordResetEmail(to, `${shopUrl}/reset-password/t0k3n`), [`${shopUrl}/reset-password/t0k3n`]],
    [emailVerificationEmail(to, `${shopUrl}/verify-email/t0k3n`, true), [`${shopUrl}/verify-email/t0k3n`, '48']],
    [emailVerificationEmail(to, `${shopUrl}/verify-email/t0k3n`, false), [`${shopUrl}/verify-email/t0k3n`, '48']],
    [emailChangeNoticeEmail(to, shopUrl), [`${shopUrl}/profile`, 'support@makerbazaar.in', '+91']],
    [
      orderConfirmationEmail(
        to,
        {
          ...order,
          totalRupees: '₹1,349.00',
          paymentMethod: 'cod',
          lines: ['2 × Arduino Uno R3 — ₹1,300.00'],
          coupon: { code: 'ROBO-20', amountRupees: '₹50.00' },
          shippingAddress: '14 Church Street, Bengaluru 560001',
          invoice: { id: 7, number: 'MB/26-27/000123' },
        },
        shopUrl,
      ),
      ['MB20261125-1042', '₹1,349.00', '2 × Arduino Uno R3 — ₹1,300.00', 'ROBO-20', '₹50.00', 'MB/26-27/000123'],
    ],
    [
      orderShippedEmail(to, { ...order, carrier: 'Delhivery', trackingNumber: 'DL123456' }, shopUrl),
      ['Delhivery', 'DL123456'],
    ],
    [orderDeliveredEmail(to, order, shopUrl), ['MB20261125-1042', '7']],
    [
      orderCancelledEmail(
        to,
        { ...order, shopReason: 'Out of stock', refundDue: true, creditNote: { id: 2, number: 'CN/26-27/000002' } },
        shopUrl,
      ),
      ['MB20261125-1042', 'Out of stock', 'CN/26-27/000002'],
    ],
    [
      orderCancelledEmail(to, { ...order, shopReason: null, refundDue: false, creditNote: null }, shopUrl),
      ['MB20261125-1042'],
    ],
    [
      orderRefundedEmail(
        to,
        {
          ...order,
          amountRupees: '₹650.00',
          reason: 'Damaged',
          fullyRefunded: false,
          creditNote: { id: 1, number: 'CN/26-27/000001' },
          bankReference: null,
        },
        shopUrl,
      ),
      ['₹650.00', 'Damaged', 'CN/26-27/000001', EMAIL_TEXTS[language].orderUpdate.refunded.bankTime],
    ],
    [
      orderRefundedEmail(
        to,
        {
          ...order,
          amountRupees: '₹1,349.00',
          reason: 'Returned',
          fullyRefunded: true,
          creditNote: { id: 3, number: 'CN/26-27/000003' },
          bankReference: 'SBIN426012345678',
        },
        shopUrl,
      ),
      ['₹1,349.00', 'Returned', 'CN/26-27/000003', 'SBIN426012345678'],
    ],
    [
      courseEnrolmentEmail(
        to,
        {
          slug: 'arduino-basics',
          title: 'Arduino Basics',
          instructor: 'R. Iyer',
          duration: '6 weeks',
          level: 'Beginner',
          syllabus: [{ title: 'Blink' }],
          kit: ['Arduino Uno R3'],
        },
        shopUrl,
      ),
      ['Arduino Basics', 'R. Iyer', '6 weeks', `${shopUrl}/courses/arduino-basics`, '1. Blink', 'Arduino Uno R3'],
    ],
    [
      newsletterConfirmationEmail('asha@example.in', language, `${shopUrl}/unsubscribe/x`, shopUrl),
      [`${shopUrl}/unsubscribe/x`],
    ],
    [
      supportAcknowledgementEmail(
        {
          ticketNumber: 'SR-20261125-0001',
          email: 'asha@example.in',
          topic: 'Account',
          checkedOrderNumber: order.orderNumber,
        },
        language,
      ),
      ['SR-20261125-0001', 'MB20261125-1042'],
    ],
    [
      bulkQuoteAcknowledgementEmail(
        { reference: 'BQ-20261125-0001', email: 'asha@example.in', itemCount: 1200, neededBy: '15 December 2026' },
        language,
      ),
      ['BQ-20261125-0001', '1,200', '15 December 2026'],
    ],
    [
      backInStockConfirmationEmail('asha@example.in', language, {
        productName: 'HC-SR04 Ultrasonic Sensor',
        confirmUrl: `${shopUrl}/back-in-stock/t0k3n`,
        days: 7,
      }),
      ['HC-SR04 Ultrasonic Sensor', `${shopUrl}/back-in-stock/t0k3n`, '7'],
    ],
    [
      backInStockNoticeEmail('asha@example.in', language, {
        productName: 'HC-SR04 Ultrasonic Sensor',
        productUrl: `${shopUrl}/product/hc-sr04`,
      }),
      ['HC-SR04 Ultrasonic Sensor', `${shopUrl}/product/hc-sr04`],
    ],
  ] as const;

  it('greets nobody by name in the e-mails an address gets before it is verified', () => {
    const link = `${shopUrl}/verify-email/t0k3n`;
    for (const email of [
      passwordResetEmail(to, `${shopUrl}/reset-password/t0k3n`),
      emailVerificationEmail(to, link, true),
      emailVerificationEmail(to, link, false),
      emailChangeNoticeEmail(to, shopUrl),
    ]) {
      expect(`${email.subject}\n${email.text}`).not.toMatch(/asha/i);
      expect(email.text.startsWith(`${EMAIL_TEXTS[language].helloGuest}\n`)).toBe(true);
    }
  });

  it.each(emails.map(([email, values]) => [email.kind, email, values] as const))(
    '%s carries every value and the team’s signature',
    (_kind, email, values) => {
      for (const value of values) expect(`${email.subject}\n${email.text}`).toContain(value);
      expect(email.text).toContain(EMAIL_TEXTS[language].team);
      expect(email.text).not.toMatch(/undefined|\[object Object\]|NaN/);
    },
  );
});
