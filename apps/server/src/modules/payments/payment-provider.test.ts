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
