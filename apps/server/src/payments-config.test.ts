import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { paymentsStartupMessage } from './modules/payment-gateway/payment-provider.js';

// The test gateway keeps its generated secret in the data directory.
const dataDir = mkdtempSync(path.join(tmpdir(), 'mb-payments-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const KEYS = { RAZORPAY_KEY_ID: 'rzp_live_key', RAZORPAY_KEY_SECRET: 'rzp_live_secret' };
const paymentsFor = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: dataDir, ...env }).payments;

describe('PAYMENTS and ALLOW_TEST_PAYMENTS', () => {
  it('turns online payment off in production without Razorpay keys', () => {
    expect(paymentsFor({ NODE_ENV: 'production' })).toEqual({ provider: 'off' });
    expect(paymentsFor({ NODE_ENV: 'production', PAYMENTS: 'off', ...KEYS })).toEqual({ provider: 'off' });
  });

  it('refuses the test gateway in production unless the shop is declared a staging shop', () => {
    expect(() => paymentsFor({ NODE_ENV: 'production', PAYMENTS: 'test' })).toThrow(
      /PAYMENTS=test lets anyone mark an order paid and is refused in production/,
    );
    expect(() => paymentsFor({ NODE_ENV: 'production', PAYMENTS: 'test', ALLOW_TEST_PAYMENTS: '0' })).toThrow();
    expect(paymentsFor({ NODE_ENV: 'production', PAYMENTS: 'test', ALLOW_TEST_PAYMENTS: '1' })).toMatchObject({
      provider: 'test',
      inProduction: true,
    });
  });

  it('uses the test gateway by default outside production', () => {
    for (const NODE_ENV of ['development', 'test', undefined]) {
      expect(paymentsFor({ NODE_ENV })).toMatchObject({ provider: 'test', inProduction: false });
    }
    expect(paymentsFor({})).toMatchObject({ secret: expect.stringMatching(/^[\w-]{32,}$/) });
  });

  it('uses Razorpay whenever its keys are set, and refuses PAYMENTS=razorpay without them', () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(paymentsFor({ NODE_ENV, ...KEYS, RAZORPAY_WEBHOOK_SECRET: 'whsec' })).toMatchObject({
        provider: 'razorpay',
        keyId: 'rzp_live_key',
        keySecret: 'rzp_live_secret',
        webhookSecret: 'whsec',
      });
    }
    expect(() => paymentsFor({ PAYMENTS: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_key' })).toThrow(
      'Invalid configuration: PAYMENTS=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.',
    );
  });

  it('refuses a PAYMENTS value it does not know', () => {
    expect(() => paymentsFor({ PAYMENTS: 'stripe' })).toThrow(/PAYMENTS/);
  });
});

describe('the start-up message about payments', () => {
  it('tells an operator plainly how the shop takes payment', () => {
    expect(paymentsStartupMessage({ provider: 'off' })).toEqual({
      level: 'warn',
      message: 'Online payment is off (no Razorpay keys, or PAYMENTS=off): customers can pay by cash on delivery only',
    });
    expect(paymentsStartupMessage({ provider: 'test', secret: 's', inProduction: true })).toMatchObject({
      level: 'warn',
      message: expect.stringMatching(/^STAGING SHOP .*nothing is charged/),
    });
    expect(paymentsStartupMessage({ provider: 'test', secret: 's', inProduction: false })).toMatchObject({
      level: 'info',
      message: expect.stringContaining('test gateway'),
    });
    const razorpay = {
      provider: 'razorpay',
      keyId: 'k',
      keySecret: 's',
      apiUrl: 'https://api.razorpay.com/v1',
    } as const;
    expect(paymentsStartupMessage({ ...razorpay, webhookSecret: 'w' }).level).toBe('info');
    expect(paymentsStartupMessage({ ...razorpay, webhookSecret: undefined })).toMatchObject({
      level: 'warn',
      message: expect.stringContaining('RAZORPAY_WEBHOOK_SECRET is not set'),
    });
  });
});

describe('starting the server with a refused configuration', () => {
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  const start = (env: NodeJS.ProcessEnv) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
      timeout: 20_000,
    });

  it('exits with status 1 and one line saying what to fix, without a stack trace', async () => {
    const failure = await start({ NODE_ENV: 'production', PAYMENTS: 'test' }).then(
      () => expect.fail('the server started'),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure.code).toBe(1);
    expect(failure.stdout).toBe('');
    expect(failure.stderr).toBe(
      'MakerBazaar did not start. Invalid configuration: PAYMENTS=test lets anyone mark an order paid and is ' +
        'refused in production. Set ALLOW_TEST_PAYMENTS=1 only for a staging shop.\n',
    );
  });
});
