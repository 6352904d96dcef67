import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

// A JWT secret and no payments, so loading the configuration writes no generated secret anywhere.
const BASE = {
  DATA_DIR: path.join(tmpdir(), 'mb-config-test-never-written'),
  JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
  PAYMENTS: 'off',
};
const trustProxyFor = (TRUST_PROXY?: string) => loadConfig({ ...BASE, TRUST_PROXY }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset', () => {
    expect(trustProxyFor(undefined)).toBe(false);
  });

  it('takes a hop count', () => {
    expect(trustProxyFor('1')).toBe(1);
    expect(trustProxyFor('2')).toBe(2);
  });

  it('takes a comma-separated list of addresses and CIDRs, IPv4 or IPv6', () => {
    expect(trustProxyFor('10.0.0.0/8,127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(trustProxyFor('::1')).toEqual(['::1']);
    expect(trustProxyFor(' 192.168.1.10 , fd00::/8 ')).toEqual(['192.168.1.10', 'fd00::/8']);
  });

  it.each([
    ['true', 'would trust every client'],
    ['yes', 'is no setting'],
    ['300.1.1.1', 'is no address'],
    ['10.0.0.0/33', 'has too many prefix bits'],
    ['::1/129', 'has too many IPv6 prefix bits'],
    ['10.0.0.0/8/8', 'has two prefixes'],
    ['10.0.0.0/8,proxy.internal', 'names a host'],
    ['10.0.0.0/8,', 'ends in an empty entry'],
    ['100', 'is more hops than any real chain of proxies'],
  ])('refuses %s (it %s) with a message saying what it takes', (value) => {
    expect(() => trustProxyFor(value)).toThrow(
      'Invalid configuration: TRUST_PROXY: TRUST_PROXY takes a hop count or a comma-separated list of addresses and CIDRs.',
    );
  });
});

describe('operations settings', () => {
  it('serves no /metrics unless METRICS=1 opens it or METRICS_TOKEN guards it', () => {
    expect(loadConfig(BASE).metrics).toEqual({ kind: 'off' });
    expect(loadConfig({ ...BASE, METRICS: '1' }).metrics).toEqual({ kind: 'open' });
    const token = 'scraper-token-0123456789';
    expect(loadConfig({ ...BASE, METRICS: '1', METRICS_TOKEN: token }).metrics).toEqual({ kind: 'token', token });
    expect(() => loadConfig({ ...BASE, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16/);
  });

  it('logs pretty lines when LOG_PRETTY=1, JSON when LOG_PRETTY=0', () => {
    expect(loadConfig({ ...BASE, LOG_PRETTY: '1' }).logPretty).toBe(true);
    expect(loadConfig({ ...BASE, LOG_PRETTY: '0' }).logPretty).toBe(false);
  });

  it('waits SHUTDOWN_DELAY_MS between readiness going false and closing, none by default', () => {
    expect(loadConfig(BASE).shutdownDelayMs).toBe(0);
    expect(loadConfig({ ...BASE, SHUTDOWN_DELAY_MS: '5000' }).shutdownDelayMs).toBe(5000);
    expect(() => loadConfig({ ...BASE, SHUTDOWN_DELAY_MS: '-1' })).toThrow(/SHUTDOWN_DELAY_MS/);
  });
});

describe('MEDIA_URL and the S3 variables', () => {
  const mediaBucketFor = (env: Record<string, string>) => loadConfig({ ...BASE, ...env }).mediaBucket;

  it('keeps uploads in the media folder when unset', () => {
    expect(mediaBucketFor({})).toBeUndefined();
  });

  it('names a bucket and prefix on an S3-compatible endpoint, path-style, with the S3_ keys', () => {
    expect(
      mediaBucketFor({
        MEDIA_URL: 's3://shop-media/live/',
        S3_ENDPOINT: 'http://127.0.0.1:4569',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        AWS_ACCESS_KEY_ID: 'other-key',
        AWS_SECRET_ACCESS_KEY: 'other-secret',
        MEDIA_PUBLIC_URL: 'https://media.makerbazaar.test/live/',
      }),
    ).toEqual({
      bucket: 'shop-media',
      prefix: 'live',
      endpoint: 'http://127.0.0.1:4569',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://media.makerbazaar.test/live',
    });
  });

  it('on AWS, uses virtual-hosted addresses, the region given and the standard AWS_ keys', () => {
    expect(
      mediaBucketFor({
        MEDIA_URL: 's3://shop-media',
        S3_REGION: 'ap-south-1',
        AWS_ACCESS_KEY_ID: 'key',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toMatchObject({
      bucket: 'shop-media',
      prefix: '',
      endpoint: undefined,
      region: 'ap-south-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: false,
    });
    expect(mediaBucketFor({ MEDIA_URL: 's3://shop-media', S3_FORCE_PATH_STYLE: '1' })?.credentials).toBeUndefined();
  });

  it('takes the keys as a pair, with the session token that temporary AWS keys carry', () => {
    const aws = { AWS_ACCESS_KEY_ID: 'aws-key', AWS_SECRET_ACCESS_KEY: 'aws-secret', AWS_SESSION_TOKEN: 'token' };
    expect(mediaBucketFor({ MEDIA_URL: 's3://shop-media', ...aws })?.credentials).toEqual({
      accessKeyId: 'aws-key',
      secretAccessKey: 'aws-secret',
      sessionToken: 'token',
    });
    // An S3_ key id is never sent with the AWS_ secret.
    expect(() => mediaBucketFor({ MEDIA_URL: 's3://shop-media', S3_ACCESS_KEY_ID: 's3-key', ...aws })).toThrow(
      'give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  });

  it.each([
    [{ MEDIA_URL: 'https://shop-media/live' }, 'MEDIA_URL'],
    [{ MEDIA_URL: 's3://Shop_Media/live' }, 'MEDIA_URL'],
    [{ MEDIA_PUBLIC_URL: 'https://media.makerbazaar.test' }, 'MEDIA_PUBLIC_URL needs MEDIA_URL'],
    [{ MEDIA_URL: 's3://shop-media', S3_ACCESS_KEY_ID: 'key' }, 'give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'],
    [{ MEDIA_URL: 's3://shop-media', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
  ])('refuses %o, naming what to fix', (env, named) => {
    expect(() => mediaBucketFor(env)).toThrow(named);
  });
});
