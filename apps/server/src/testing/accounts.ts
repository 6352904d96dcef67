import type { RegisterInput, TokenPair } from '@makerbazaar/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema/outbox.js';
import { databaseOf } from './test-app.js';

let counter = 0;

/** A valid registration, unique per call unless fields are given. */
export function newCustomer(overrides: Partial<RegisterInput> = {}): RegisterInput {
  counter += 1;
  return {
    username: `maker${counter}`,
    email: `maker${counter}@example.in`,
    first_name: 'Asha',
    last_name: 'Rao',
    phone: '98450 12345',
    password: 'solder-fumes-42',
    confirm_password: 'solder-fumes-42',
    ...overrides,
  };
}

/** The token of the newest verification link mailed to an address, as the customer reads it in the e-mail. */
export async function verificationTokenSentTo(db: Database, address: string): Promise<string> {
  const [mail] = await db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(sql`lower(${outbox.to}) = ${address.toLowerCase()}`, eq(outbox.kind, 'email_verification')))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = mail?.text.match(/\/verify-email\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no verification link was mailed to ${address}`);
  return token;
}

/** Follows the newest verification link mailed to the address, as its owner would (from `remoteAddress`). */
export async function followVerificationLink(app: FastifyInstance, address: string, remoteAddress?: string) {
  const token = await verificationTokenSentTo(databaseOf(app), address);
  return app.inject({ method: 'POST', url: '/api/users/verify_email/', payload: { token }, remoteAddress });
}

/**
 * Registers a customer and signs in, from its own client address so rate limits don't collide. The
 * customer follows the link of the verification e-mail first, as the shop's e-mails go only to a
 * verified address; `{ verified: false }` leaves it unopened.
 */
export async function signUpAndLogIn(
  app: FastifyInstance,
  overrides: Partial<RegisterInput> = {},
  { verified = true } = {},
) {
  const customer = newCustomer(overrides);
  const remoteAddress = `10.0.${Math.floor(counter / 250)}.${counter % 250}`;
  const created = await app.inject({ method: 'POST', url: '/api/users/', payload: customer, remoteAddress });
  if (created.statusCode !== 201) throw new Error(`sign-up failed: ${created.body}`);
  if (verified) {
    const followed = await followVerificationLink(app, customer.email, remoteAddress);
    if (followed.statusCode !== 200) throw new Error(`verification failed: ${followed.body}`);
  }
  const login = await app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { username: customer.username, password: customer.password },
    remoteAddress,
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const tokens = login.json() as TokenPair;
  return { customer, tokens, remoteAddress, auth: { authorization: `Bearer ${tokens.access}` } };
}
