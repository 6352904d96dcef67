import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openTestDatabase, TEST_CONFIG } from '../testing/test-app.js';

// The shop's own timeouts are minutes; these are short so the test need not wait for them.
const BODY_MS = 1000;

let app: FastifyInstance;
let drop: () => Promise<void>;
let port: number;
beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  app = await buildApp({
    config: TEST_CONFIG,
    db: opened.database.db,
    requestTimeouts: { headersMs: 5_000, bodyMs: BODY_MS, requestMs: 60_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await drop();
});

/**
 * Sends a POST over a real connection: the headers at once, then the body `bytesEach` bytes at a
 * time every `everyMs`. Answers what the server wrote before the connection closed, and how much of
 * the body was never sent.
 */
function sendSlowly(path: string, body: string, bytesEach: number, everyMs: number) {
  return new Promise<{ answer: string; unsent: number }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let sending: NodeJS.Timeout | undefined;
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    // Writing after the server closed fails; what matters is what it answered.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(sending);
      resolve({ answer, unsent: Math.max(body.length - sent, 0) });
    });
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      );
      sending = setInterval(() => {
        if (sent >= body.length || socket.destroyed) return clearInterval(sending);
        socket.write(body.slice(sent, sent + bytesEach));
        sent += bytesEach;
      }, everyMs);
    });
  });
}

const contactForm = JSON.stringify({
  name: 'Asha',
  email: 'asha@example.in',
  subject: 'Bulk order',
  message: 'Do you ship to Mysuru?',
});

describe('a body that arrives too slowly', () => {
  it('is answered 408 and its connection closed, long before it would have been sent', async () => {
    const { answer, unsent } = await sendSlowly('/api/contact/', contactForm, 1, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('The request took too long to arrive.');
    expect(unsent).toBeGreaterThan(contactForm.length / 2);
  });

  it('is answered as usual when all of it arrives in time, however it was split', async () => {
    const { answer, unsent } = await sendSlowly('/api/contact/', contactForm, 40, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(unsent).toBe(0);
  });

  it('may take longer on a route that takes large files (the product import)', async () => {
    const importBody = JSON.stringify({ csv: 'slug,name\n', dry_run: true });
    const { answer, unsent } = await sendSlowly('/api/admin/products/import/', importBody, 2, 100);
    // Read whole, then refused for want of a session: not cut off.
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(unsent).toBe(0);
  });
});
