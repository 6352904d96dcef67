import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Decision 007: services work in paise, and a module's presenter (`*.presenter.ts`) turns them into
 * the API's rupees. A sentence a service writes ("needs ₹500") uses core's formatPaise, which takes
 * paise; paiseToRupees, which makes the API's rupee numbers, belongs to presenters.
 */
const modulesDir = import.meta.dirname;
const rupeeConversion = /\bpaiseToRupees\b/;

/**
 * Services that still convert, each for a reason recorded in docs/decisions/026-module-boundaries.md:
 * their amounts sit in e-mails, notifications, refusals and refund flows that issue 28's domain
 * events are rewriting, or (coupon-admin) in what the audit log keeps. The list only shrinks: a
 * service that stops converting must leave it.
 */
const STILL_CONVERTING = new Set([
  'coupons/coupon-admin.service.ts',
  'orders/course-orders.service.ts',
  'orders/order-admin.service.ts',
  'orders/order-refunds.service.ts',
  'orders/orders.service.ts',
  'orders/refunds-due.service.ts',
  'pages/storefront-pages.service.ts',
]);

const services = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.service.ts'))
  .sort();
const converting = services.filter((file) => rupeeConversion.test(readFileSync(path.join(modulesDir, file), 'utf8')));

describe('rupees are made by presenters', () => {
  it('finds the services', () => {
    expect(services.length).toBeGreaterThan(40);
  });

  it('no other service converts paise to rupees', () => {
    expect(converting.filter((file) => !STILL_CONVERTING.has(file))).toEqual([]);
  });

  it('every service listed as still converting does', () => {
    expect([...STILL_CONVERTING].filter((file) => !converting.includes(file))).toEqual([]);
  });
});
