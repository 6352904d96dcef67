import { createHash } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { signInDevices } from '../../db/schema/notifications.js';
import { subscriber } from '../events/event-delivery.js';
import { notify } from './notifications.service.js';

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A browser and system in words (order matters: Edge and Opera also say Chrome), enough to recognise a device. */
function describeDevice(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'An unknown browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

/**
 * Remembers the browser of a sign-in (by a hash of its user agent) and, when the account has signed
 * in before from others but never from this one, raises a security alert. The very first sign-in of
 * an account is no news to its owner.
 */
async function noteSignIn(tx: Queryable, userId: number, userAgent: string, shopUrl: string): Promise<void> {
  const deviceHash = createHash('sha256').update(userAgent).digest('hex');
  const [seen] = await tx
    .select({
      devices: count(),
      thisOne: sql<boolean>`coalesce(bool_or(${signInDevices.deviceHash} = ${deviceHash}), false)`,
    })
    .from(signInDevices)
    .where(eq(signInDevices.userId, userId));
  await tx
    .insert(signInDevices)
    .values({ userId, deviceHash })
    .onConflictDoUpdate({ target: [signInDevices.userId, signInDevices.deviceHash], set: { lastSeenAt: new Date() } });
  if (!seen || seen.devices === 0 || seen.thisOne) return;
  const device = describeDevice(userAgent);
  await notify(
    tx,
    userId,
    {
      topic: 'securityAlerts',
      type: 'system',
      title: 'New sign-in to your account',
      message: `${device} signed in to your account. If this was not you, change your password now.`,
      actionUrl: '/profile',
      emailKind: 'new_device_sign_in',
    },
    shopUrl,
  );
}

/** The security alert of a changed password. */
async function notifyPasswordChanged(tx: Queryable, userId: number, shopUrl: string): Promise<void> {
  await notify(
    tx,
    userId,
    {
      topic: 'securityAlerts',
      type: 'system',
      title: 'Your password was changed',
      message:
        'The password of your MakerBazaar account was changed and every session was signed out. ' +
        'If you did not do this, reset your password and write to us.',
      actionUrl: '/profile',
      emailKind: 'password_changed',
    },
    shopUrl,
  );
}

/** What an account's owner hears of its security: a sign-in from a browser it never used, and a changed password. */
export const accountNoticeSubscribers = [
  subscriber({
    name: 'notifications.sign-in',
    on: 'user.signed_in',
    handle: (tx, { userId, userAgent }, { shopUrl }) => noteSignIn(tx, userId, userAgent, shopUrl),
  }),
  subscriber({
    name: 'notifications.password-changed',
    on: 'user.password_changed',
    handle: (tx, { userId }, { shopUrl }) => notifyPasswordChanged(tx, userId, shopUrl),
  }),
];
