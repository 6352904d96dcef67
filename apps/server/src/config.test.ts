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
