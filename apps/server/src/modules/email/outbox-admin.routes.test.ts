import {
  type AuditEntry,
  OUTBOX_ALREADY_SENT,
  type OutboxEmail,
  type OutboxEntry,
  type Paginated,
} from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.js';
import { staffTestApp } from '../../testing/app-hooks.js';
import { jsonOf } from '../../testing/http.js';
import { signUpStaff } from '../../testing/staff.js';
import { deliverPendingEmails } from './outbox.worker.js';

const {
  ctx,
  staff: { owner },
} = staffTestApp({ owner: ['owner'] }, { seed: false });
beforeAll(async () => {
  // Signing up wrote welcome and invitation e-mails: the tests below start from an empty outbox.
  await ctx.database.db.delete(outbox);
});

const call = (method: 'GET' | 'POST', url: string, who = owner) => ctx.app.inject({ method, url, headers: who.auth });

async function listed(query: string): Promise<OutboxEntry[]> {
  const res = await call('GET', `/api/admin/outbox/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Paginated<OutboxEntry>).results;
}

async function insertEmail(values: Partial<typeof outbox.$inferInsert> & { to: string }) {
  const [row] = await ctx.database.db
    .insert(outbox)
    .values({
      subject: 'Your MakerBazaar order MB20261123-7',
      text: 'Thank you for your order.',
      kind: 'order_confirmation',
      ...values,
    })
    .returning();
  if (!row) throw new Error('not inserted');
  return row;
}

describe('/api/admin/outbox/', () => {
  it('lists sent, waiting and failed e-mails by state and search, without their texts', async () => {
    const sent = await insertEmail({ to: 'sent@example.in', sentAt: new Date(), attempts: 1 });
    const waiting = await insertEmail({
      to: 'waiting@example.in',
      attempts: 2,
      lastError: 'Error: connect ECONNREFUSED',
    });
    const failed = await insertEmail({
      to: 'failed@example.in',
      subject: 'Reset your MakerBazaar password',
      kind: 'password_reset',
      attempts: 12,
      lastError: 'Error: 550 mailbox unavailable',
      failedAt: new Date(),
    });

    expect((await listed('state=sent')).map((e) => e.id)).toEqual([sent.id]);
    expect((await listed('state=waiting')).map((e) => e.id)).toEqual([waiting.id]);
    const [failedEntry] = await listed('state=failed');
    expect(failedEntry).toMatchObject({
      id: failed.id,
      state: 'failed',
      attempts: 12,
      last_error: 'Error: 550 mailbox unavailable',
    });
    expect(failedEntry).not.toHaveProperty('text');
    expect((await listed('')).map((e) => e.id)).toEqual([failed.id, waiting.id, sent.id]);
    expect((await listed('ordering=created_at')).map((e) => e.id)).toEqual([sent.id, waiting.id, failed.id]);
    expect((await listed('search=WAITING@')).map((e) => e.id)).toEqual([waiting.id]);
    expect((await listed('search=reset your')).map((e) => e.id)).toEqual([failed.id]);

    const bad = await call('GET', '/api/admin/outbox/?state=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ state: ['Choose a state among waiting, sent, failed.'] });
  });

  it('shows an e-mail’s text but never a password-reset link', async () => {
    const order = await insertEmail({ to: 'text@example.in' });
    const reset = await insertEmail({
      to: 'reset@example.in',
      kind: 'password_reset',
      subject: 'Reset your MakerBazaar password',
      text: 'To choose a new one, open:\n\nhttp://shop.test/reset-password/live-token-123',
      sentAt: new Date(),
    });
    expect((await call('GET', `/api/admin/outbox/${order.id}/`)).json()).toMatchObject({
      text: 'Thank you for your order.',
      redacted: false,
    });
    const shown = await call('GET', `/api/admin/outbox/${reset.id}/`);
    expect(shown.json()).toMatchObject({
      to: 'reset@example.in',
      subject: 'Reset your MakerBazaar password',
      state: 'sent',
      text: null,
      redacted: true,
    });
    expect(shown.body).not.toContain('live-token-123');
    expect((await call('GET', '/api/admin/outbox/2147483000/')).statusCode).toBe(404);
  });

  it('retries a failed e-mail so the worker sends it, refuses a sent one, and audits the retry', async () => {
    const failed = await insertEmail({
      to: 'retry@example.in',
      attempts: 12,
      lastError: 'Error: 550 mailbox unavailable',
      failedAt: new Date(),
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    });
    const retried = await call('POST', `/api/admin/outbox/${failed.id}/retry/`);
    const email = jsonOf<OutboxEmail>(retried);
    expect(email).toMatchObject({ state: 'waiting', failed_at: null, last_error: 'Error: 550 mailbox unavailable' });
    expect(Date.parse(email.next_attempt_at)).toBeLessThanOrEqual(Date.now());

    const delivered: string[] = [];
    await deliverPendingEmails(
      ctx.database.db,
      { send: async (message) => void delivered.push(message.to) },
      'shop@makerbazaar.test',
      pino({ level: 'silent' }),
    );
    expect(delivered).toContain('retry@example.in');
    const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.id, failed.id));
    expect(row?.sentAt).not.toBeNull();

    const again = await call('POST', `/api/admin/outbox/${failed.id}/retry/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: OUTBOX_ALREADY_SENT });
    expect((await call('POST', '/api/admin/outbox/2147483000/retry/')).statusCode).toBe(404);

    const audit = (await call('GET', '/api/admin/audit/?entity=email')).json() as Paginated<AuditEntry>;
    expect(audit.results.filter((entry) => entry.entity_id === String(failed.id))).toMatchObject([
      {
        action: 'outbox.retry',
        actor_username: owner.username,
        changes: { state: { before: 'failed', after: 'waiting' } },
      },
    ]);
  });

  it('is the owner’s alone', async () => {
    const support = await signUpStaff(ctx.app, ctx.database.db, ['support']);
    expect((await call('GET', '/api/admin/outbox/', support)).statusCode).toBe(403);
    const failed = await insertEmail({ to: 'owner-only@example.in', failedAt: new Date() });
    expect((await call('POST', `/api/admin/outbox/${failed.id}/retry/`, support)).statusCode).toBe(403);
  });
});
