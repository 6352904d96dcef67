import type { RegisterInput, TokenPair } from '@makerbazaar/core';
import type { FastifyInstance } from 'fastify';

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

/** Registers a customer and signs in, from its own client address so rate limits don't collide. */
export async function signUpAndLogIn(app: FastifyInstance, overrides: Partial<RegisterInput> = {}) {
  const customer = newCustomer(overrides);
  const remoteAddress = `10.0.${Math.floor(counter / 250)}.${counter % 250}`;
  const created = await app.inject({ method: 'POST', url: '/api/users/', payload: customer, remoteAddress });
  if (created.statusCode !== 201) throw new Error(`sign-up failed: ${created.body}`);
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
