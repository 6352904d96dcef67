import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { newCustomer } from '../testing/accounts.js';
import { createTestApp, openTestDatabase, TEST_CONFIG, type TestContext } from '../testing/test-app.js';

describe('error logs', () => {
  const logLines: string[] = [];
  let close: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const { database, drop } = await openTestDatabase();
    // A rule the sign-up does not know about, so the insert fails in the database as an unforeseen error would.
    await database.db.execute(
      sql.raw(`ALTER TABLE users ADD CONSTRAINT first_name_refused CHECK (first_name <> 'Asha')`),
    );
    app = await buildApp({
      config: { ...TEST_CONFIG, logLevel: 'error' },
      db: database.db,
      logStream: { write: (line) => void logLines.push(line) },
    });
    await app.ready();
    close = async () => {
      await app.close();
      await drop();
    };
  });
  afterAll(() => close());

  it('keep what failed but none of the personal data the failed query carried', async () => {
    const customer = newCustomer({ first_name: 'Asha', last_name: 'Ramaswamy', phone: '98450 67890' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: customer,
      remoteAddress: '10.9.0.1',
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Something went wrong on our side. Please try again.' });

    const errorLines = logLines.filter((line) => line.includes('"err"'));
    expect(errorLines).toHaveLength(1);
    const [line = ''] = errorLines;
    for (const personal of [customer.username, customer.email, 'Asha', 'Ramaswamy', '9845067890', '$argon2']) {
      expect(line).not.toContain(personal);
    }
    const { err } = JSON.parse(line);
    expect(err.message).toMatch(/^Failed query: insert into "users"/);
    expect(err).not.toHaveProperty('params');
    expect(err.cause).toMatchObject({ code: '23514', constraint: 'first_name_refused', table: 'users' });
    expect(err.cause).not.toHaveProperty('detail');
    expect(err.stack).toContain('    at ');
  });
});

describe('requests Fastify refuses before routing', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp({ seed: false });
  });
  afterAll(() => context.close());

  it('answer an over-long path parameter with a JSON 404 and a malformed one with a JSON 400', async () => {
    const longId = await context.app.inject({ method: 'GET', url: `/api/products/${'a'.repeat(5000)}/` });
    expect(longId.statusCode).toBe(404);
    expect(longId.json()).toEqual({ detail: 'Not found.' });

    const badEncoding = await context.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A/' });
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({ detail: 'This address is not valid.' });
  });
});
