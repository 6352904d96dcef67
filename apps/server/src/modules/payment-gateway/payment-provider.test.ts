import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors.js';
import { type HttpFetch, razorpayProvider, testGateway } from './payment-provider.js';

const config = {
  provider: 'razorpay' as const,
  keyId: 'rzp_test_key',
  keySecret: 'secret',
  webhookSecret: undefined,
  apiUrl: 'https://api.razorpay.test/v1',
};

/** A stand-in for the network that records each call and answers with `answer`. */
function recordingFetch(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const http: HttpFetch = async (url, init) => {
    calls.push({ url, init });
    return answer();
  };
  return { calls, http };
}

describe('Razorpay refunds', () => {
  it('posts the amount in paise to the payment’s refund endpoint with basic auth', async () => {
    const { calls, http } = recordingFetch(() => Response.json({ id: 'rfnd_123', amount: 12_550 }));
    const refund = await razorpayProvider(config, http).refund({
      paymentId: 'pay_ABC',
      amountPaise: 12_550,
      receipt: 'MB20261123-1001-R12550',
    });
    expect(refund).toEqual({ id: 'rfnd_123' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    if (!call) throw new Error('no call was made');
    expect(call.url).toBe('https://api.razorpay.test/v1/payments/pay_ABC/refund');
    expect(call.init.method).toBe('POST');
    expect(JSON.parse(String(call.init.body))).toEqual({ amount: 12_550, receipt: 'MB20261123-1001-R12550' });
    expect((call.init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('rzp_test_key:secret').toString('base64')}`,
    );
  });

  it('passes on Razorpay’s reason when it refuses, and says nothing was refunded when unreachable', async () => {
    const refusing = recordingFetch(() =>
      Response.json(
        { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount is greater than the amount captured.' } },
        { status: 400 },
      ),
    );
    const refused = razorpayProvider(config, refusing.http).refund({
      paymentId: 'pay_A',
      amountPaise: 1,
      receipt: 'r',
    });
    await expect(refused).rejects.toMatchObject({
      statusCode: 502,
      body: {
        detail:
          'Razorpay refused the refund, so nothing was refunded. The refund amount is greater than the amount captured.',
      },
    });

    const unreachable: HttpFetch = async () => {
      throw new TypeError('fetch failed');
    };
    const failed = razorpayProvider(config, unreachable).refund({ paymentId: 'pay_A', amountPaise: 1, receipt: 'r' });
    await expect(failed).rejects.toBeInstanceOf(HttpError);
  });

  it('is granted at once by the test gateway', async () => {
    const refund = await testGateway('secret', false).refund({
      paymentId: 'pay_test_1',
      amountPaise: 100,
      receipt: 'r',
    });
    expect(refund.id).toMatch(/^rfnd_test_/);
  });
});

describe('Razorpay saved cards', () => {
  /** Answers each path with its JSON, and anything else with 404. */
  function razorpayApi(routes: Record<string, () => Response>) {
    const calls: { url: string; method: string | undefined }[] = [];
    const http: HttpFetch = async (url, init) => {
      calls.push({ url, method: init.method });
      const path = url.replace(config.apiUrl, '');
      return routes[`${init.method} ${path}`]?.() ?? Response.json({ error: {} }, { status: 404 });
    };
    return { calls, http };
  }

  it('reads the token a payment saved from the customer’s tokens: brand, last four and expiry', async () => {
    const { calls, http } = razorpayApi({
      'GET /payments/pay_A': () => Response.json({ id: 'pay_A', token_id: 'token_B', customer_id: 'cust_C' }),
      'GET /customers/cust_C/tokens': () =>
        Response.json({
          items: [
            { id: 'token_other', card: { network: 'RuPay', last4: '0000', expiry_month: '01', expiry_year: '2030' } },
            { id: 'token_B', card: { network: 'MasterCard', last4: '4444', expiry_month: '04', expiry_year: '2029' } },
          ],
        }),
    });
    expect(await razorpayProvider(config, http).savedCardOf('pay_A')).toEqual({
      provider: 'razorpay',
      tokenRef: 'token_B',
      customerRef: 'cust_C',
      brand: 'MasterCard',
      last4: '4444',
      expiryMonth: 4,
      expiryYear: 2029,
    });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'GET']);
  });

  it('answers null for a payment that saved no card, and 502 when Razorpay cannot be read', async () => {
    const { http } = razorpayApi({ 'GET /payments/pay_A': () => Response.json({ id: 'pay_A', token_id: null }) });
    expect(await razorpayProvider(config, http).savedCardOf('pay_A')).toBeNull();
    await expect(razorpayProvider(config, http).savedCardOf('pay_missing')).rejects.toMatchObject({ statusCode: 502 });
  });

  it('deletes a token by its customer; one Razorpay no longer knows counts as deleted; a failure is a 502', async () => {
    const ok = razorpayApi({ 'DELETE /customers/cust_C/tokens/token_B': () => Response.json({ deleted: true }) });
    await razorpayProvider(config, ok.http).deleteCardToken({ tokenRef: 'token_B', customerRef: 'cust_C' });
    expect(ok.calls).toEqual([{ url: `${config.apiUrl}/customers/cust_C/tokens/token_B`, method: 'DELETE' }]);

    await razorpayProvider(config, ok.http).deleteCardToken({ tokenRef: 'token_gone', customerRef: 'cust_C' });

    const failing = razorpayApi({
      'DELETE /customers/cust_C/tokens/token_B': () => Response.json({ error: {} }, { status: 500 }),
    });
    await expect(
      razorpayProvider(config, failing.http).deleteCardToken({ tokenRef: 'token_B', customerRef: 'cust_C' }),
    ).rejects.toBeInstanceOf(HttpError);
    const offline: HttpFetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(
      razorpayProvider(config, offline).deleteCardToken({ tokenRef: 'token_B', customerRef: 'cust_C' }),
    ).rejects.toMatchObject({ statusCode: 502 });
  });
});

describe('the test gateway’s card tokens', () => {
  it('issues a token only for a payment made with "save card", the same one each time it is asked', async () => {
    const gateway = testGateway('secret', false);
    const plain = gateway.pay('order_test_1');
    expect(await gateway.savedCardOf(plain.razorpay_payment_id)).toBeNull();
    const saving = gateway.pay('order_test_1', { saveCard: true });
    const card = await gateway.savedCardOf(saving.razorpay_payment_id);
    expect(card).toMatchObject({ provider: 'test', brand: 'Visa', last4: '1111', customerRef: null });
    expect(await gateway.savedCardOf(saving.razorpay_payment_id)).toEqual(card);
  });
});
