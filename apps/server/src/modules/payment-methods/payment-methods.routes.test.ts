import type { FieldErrors, Order, SavedPaymentMethod, UpiIdInput } from '@makerbazaar/core';
import { MAX_SAVED_PAYMENT_METHODS } from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../../db/schema/payment-methods.js';
import { HttpError } from '../../lib/errors.js';
import { signUpAndLogIn } from '../../testing/accounts.js';
import { testApp } from '../../testing/app-hooks.js';
import { makeProduct } from '../../testing/catalogue.js';
import { jsonOf } from '../../testing/http.js';
import { newShopper } from '../../testing/shopping.js';
import { TEST_CONFIG } from '../../testing/test-app.js';
import { CARD_NOT_DELETED, type CardToken, testGateway } from '../payment-gateway/payment-provider.js';

/** The test gateway, recording the tokens it is asked to delete, and refusing while `refuseDeletes` is set. */
const gateway = (() => {
  const inner = testGateway((TEST_CONFIG.payments as { secret: string }).secret, false);
  const deleted: Pick<CardToken, 'tokenRef' | 'customerRef'>[] = [];
  const state = { refuseDeletes: false, deleted };
  return Object.assign(state, {
    provider: {
      ...inner,
      async deleteCardToken(token: Pick<CardToken, 'tokenRef' | 'customerRef'>) {
        if (state.refuseDeletes) throw new HttpError(502, { detail: CARD_NOT_DELETED });
        deleted.push(token);
      },
    },
  });
})();

const ctx = testApp({ seed: false, payments: gateway.provider });
/** What every order here buys. */
let part: Awaited<ReturnType<typeof makeProduct>>;
beforeAll(async () => {
  part = await makeProduct(ctx.app, { stock: 500 });
});

function wallet(headers: Record<string, string>) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/payment-methods/${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    call,
    async list(): Promise<SavedPaymentMethod[]> {
      const res = await call('GET', '');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { results: SavedPaymentMethod[] }).results;
    },
    async saveUpi(input: UpiIdInput): Promise<SavedPaymentMethod> {
      const res = await call('POST', 'upi/', input);
      return jsonOf<SavedPaymentMethod>(res, 201);
    },
  };
}

type Shopper = Awaited<ReturnType<typeof newShopper>>;

/**
 * Places an online order and pays it through the test gateway's stand-in checkout, as the browser
 * does; answers the paid order and a way to report the same payment again.
 */
async function payOnline(shopper: Shopper, saveCard: boolean) {
  await shopper.addToCart(part.id);
  const placed = await shopper.checkoutCart('online');
  const order = jsonOf<Order>(placed, 201);
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/test/',
    headers: shopper.auth,
    payload: { provider_order_id: order.payment?.provider_order_id, outcome: 'pay', save_card: saveCard },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const verify = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payments/verify/',
      headers: shopper.auth,
      payload: { order_id: order.id, ...(answer.json() as object) },
    });
  const verified = await verify();
  expect(verified.statusCode, verified.body).toBe(200);
  return { order: verified.json() as Order, verify };
}

describe('saved UPI IDs', () => {
  it('needs a signed-in customer', async () => {
    for (const [method, url] of [
      ['GET', '/api/payment-methods/'],
      ['POST', '/api/payment-methods/upi/'],
      ['POST', '/api/payment-methods/1/default/'],
      ['DELETE', '/api/payment-methods/1/'],
    ] as const) {
      const payload = url.endsWith('upi/') ? { upi_id: 'asha@okaxis' } : undefined;
      expect((await ctx.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('saves UPI IDs in lower case; the first is the default, and the default moves in one step', async () => {
    const mine = wallet((await signUpAndLogIn(ctx.app)).auth);
    expect(await mine.list()).toEqual([]);
    const first = await mine.saveUpi({ upi_id: ' Asha.Rao@OKHDFCBANK ', label: 'Google Pay' });
    expect(first).toMatchObject({ type: 'upi', upi_id: 'asha.rao@okhdfcbank', label: 'Google Pay', is_default: true });
    expect(first.card).toBeNull();
    const second = await mine.saveUpi({ upi_id: '9876543210@ybl' });
    expect(second).toMatchObject({ label: '', is_default: false });

    const moved = await mine.call('POST', `${second.id}/default/`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: second.id, is_default: true });
    expect((await mine.list()).map((m) => [m.id, m.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    const third = await mine.saveUpi({ upi_id: 'asha_rao-1@axl', is_default: true });
    expect((await mine.list()).filter((m) => m.is_default).map((m) => m.id)).toEqual([third.id]);

    // Deleting the default passes the mark to the newest method left.
    expect((await mine.call('DELETE', `${third.id}/`)).statusCode).toBe(204);
    expect((await mine.list()).map((m) => [m.id, m.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // A UPI ID lives only here: nothing is asked of the gateway.
    expect(gateway.deleted).toEqual([]);
  });

  it('refuses a UPI ID that is not handle@bank, and the same ID twice', async () => {
    const mine = wallet((await signUpAndLogIn(ctx.app)).auth);
    for (const upi_id of [
      'asha',
      'a@okaxis',
      'asha@ok',
      'asha@okaxis1',
      'asha rao@okaxis',
      'asha@@okaxis',
      'asha@ok.axis',
      `${'a'.repeat(257)}@okaxis`,
      `asha@${'b'.repeat(65)}`,
      '4111111111111111',
    ]) {
      const res = await mine.call('POST', 'upi/', { upi_id });
      expect(res.statusCode, upi_id).toBe(400);
      expect((res.json() as FieldErrors).upi_id).toEqual(['Enter a UPI ID like name@okhdfcbank.']);
    }
    const long = await mine.call('POST', 'upi/', { upi_id: 'asha@okaxis', label: 'x'.repeat(51) });
    expect(Object.keys(long.json() as FieldErrors)).toEqual(['label']);
    expect((await mine.call('POST', 'upi/', {})).statusCode).toBe(400);

    await mine.saveUpi({ upi_id: `${'a'.repeat(256)}@${'b'.repeat(64)}` });
    await mine.saveUpi({ upi_id: 'asha@okaxis' });
    const again = await mine.call('POST', 'upi/', { upi_id: 'ASHA@okaxis' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'You have already saved this UPI ID.' });
    expect(await mine.list()).toHaveLength(2);
  });

  it('has no way to send a card number: cards come only from the gateway', async () => {
    const mine = wallet((await signUpAndLogIn(ctx.app)).auth);
    const card = { card_number: '4111111111111111', cvv: '123', expiry_month: 12, expiry_year: 2030 };
    expect((await mine.call('POST', '', card)).statusCode).toBe(404);
    expect((await mine.call('POST', 'card/', card)).statusCode).toBe(404);
    // Unknown fields are dropped, never stored.
    await mine.saveUpi({ upi_id: 'asha@okaxis', ...card } as UpiIdInput);
    const [row] = await ctx.database.db.select().from(paymentMethods).where(eq(paymentMethods.upiId, 'asha@okaxis'));
    expect(JSON.stringify(row)).not.toContain('4111111111111111');
  });

  it("answers 404 for another customer's payment method, and leaves it alone", async () => {
    const owner = wallet((await signUpAndLogIn(ctx.app)).auth);
    const saved = await owner.saveUpi({ upi_id: 'owner@okicici' });
    const other = wallet((await signUpAndLogIn(ctx.app)).auth);
    for (const [method, url] of [
      ['POST', `${saved.id}/default/`],
      ['DELETE', `${saved.id}/`],
    ] as const) {
      const res = await other.call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ detail: 'Payment method not found.' });
    }
    expect((await other.call('DELETE', '2147483648/')).statusCode).toBe(400);
    expect((await other.call('POST', 'abc/default/')).statusCode).toBe(400);
    expect(await owner.list()).toEqual([saved]);
    expect(await other.list()).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_PAYMENT_METHODS} payment methods`, async () => {
    const mine = wallet((await signUpAndLogIn(ctx.app)).auth);
    for (let i = 0; i < MAX_SAVED_PAYMENT_METHODS; i += 1) await mine.saveUpi({ upi_id: `asha${i}@okaxis` });
    const refused = await mine.call('POST', 'upi/', { upi_id: 'one.more@okaxis' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: `You can save up to ${MAX_SAVED_PAYMENT_METHODS} payment methods. Delete one you no longer use first.`,
    });
  });
});

describe('cards saved by the payment gateway', () => {
  it('keeps the token, brand, last four and expiry after a verified payment with "save card", once', async () => {
    const shopper = await newShopper(ctx.app);
    const mine = wallet(shopper.auth);
    const upi = await mine.saveUpi({ upi_id: 'asha@okaxis' });

    await payOnline(shopper, false);
    expect(await mine.list()).toEqual([upi]);

    const { order, verify } = await payOnline(shopper, true);
    expect(order.payment_status).toBe('completed');
    const [card] = (await mine.list()).filter((m) => m.type === 'card');
    expect(card).toMatchObject({
      type: 'card',
      upi_id: null,
      is_default: false,
      card: {
        provider: 'test',
        brand: 'Visa',
        last4: '1111',
        expiry_month: 12,
        expiry_year: new Date().getUTCFullYear() + 5,
        customer_id: null,
      },
    });
    expect(card?.card?.token).toMatch(/^token_test_[0-9a-f]{14}$/);

    // Only the gateway's reference and what it shows of the card are kept.
    const [row] = await ctx.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, card?.id ?? 0));
    expect(row).toMatchObject({ tokenRef: card?.card?.token, brand: 'Visa', last4: '1111', upiId: null });

    // Reporting the same payment again keeps one card.
    expect((await verify()).statusCode).toBe(200);
    expect((await mine.list()).filter((m) => m.type === 'card')).toHaveLength(1);
  });

  it('does not save a card from a declined or unverified payment', async () => {
    const shopper = await newShopper(ctx.app);
    await shopper.addToCart(part.id);
    const order = (await shopper.checkoutCart('online')).json() as Order;
    const declined = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/test/',
      headers: shopper.auth,
      payload: { provider_order_id: order.payment?.provider_order_id, outcome: 'decline', save_card: true },
    });
    expect(declined.statusCode).toBe(402);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/verify/',
      headers: shopper.auth,
      payload: {
        order_id: order.id,
        razorpay_order_id: order.payment?.provider_order_id,
        razorpay_payment_id: 'pay_test_0123456789abcdef01_save',
        razorpay_signature: 'f'.repeat(64),
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(await wallet(shopper.auth).list()).toEqual([]);
  });

  it('deletes a card at the gateway too; when the gateway fails it answers 502 and keeps the card', async () => {
    const shopper = await newShopper(ctx.app);
    const mine = wallet(shopper.auth);
    await payOnline(shopper, true);
    const [card] = await mine.list();
    if (!card?.card) throw new Error('no card was saved');
    expect(card.is_default).toBe(true);

    const stranger = wallet((await signUpAndLogIn(ctx.app)).auth);
    expect((await stranger.call('DELETE', `${card.id}/`)).statusCode).toBe(404);

    gateway.refuseDeletes = true;
    try {
      const refused = await mine.call('DELETE', `${card.id}/`);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({ detail: CARD_NOT_DELETED });
    } finally {
      gateway.refuseDeletes = false;
    }
    expect(await mine.list()).toEqual([card]);
    expect(gateway.deleted).toEqual([]);

    expect((await mine.call('DELETE', `${card.id}/`)).statusCode).toBe(204);
    expect(gateway.deleted).toEqual([{ tokenRef: card.card.token, customerRef: null }]);
    expect(await mine.list()).toEqual([]);
  });
});
