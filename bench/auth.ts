// Sign-in and token-refresh cost, in process (app.inject) on a fresh embedded database. The argon2id
// cost is chosen so one sign-in takes 50–250 ms on the reference 2-core machine.
import { buildApp } from '../apps/server/src/app.js';
import { hashPassword, verifyPassword } from '../apps/server/src/modules/auth/passwords.js';
import { newCustomer } from '../apps/server/src/testing/accounts.js';
import { openTestDatabase, TEST_CONFIG } from '../apps/server/src/testing/test-app.js';

function percentile(sorted: number[], p: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
}

export async function authBench() {
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config: TEST_CONFIG, db: database.db });
  await app.ready();
  try {
    const customers = Array.from({ length: 8 }, (_, i) =>
      newCustomer({ username: `bench${i}`, email: `bench${i}@example.in` }),
    );
    for (const [i, c] of customers.entries()) {
      await app.inject({ method: 'POST', url: '/api/users/', payload: c, remoteAddress: `10.1.0.${i}` });
    }

    // Sequential sign-ins: the latency a customer feels.
    const latencies: number[] = [];
    for (let i = 0; i < 24; i++) {
      const c = customers[i % customers.length]!;
      const start = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { username: c.username, password: c.password },
        remoteAddress: `10.2.${i}.1`,
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      latencies.push(performance.now() - start);
    }
    latencies.sort((a, b) => a - b);

    // Concurrent sign-ins: how many per second the server sustains (argon2 runs on libuv's pool).
    const concurrentStart = performance.now();
    const batch = await Promise.all(
      Array.from({ length: 32 }, (_, i) => {
        const c = customers[i % customers.length]!;
        return app.inject({
          method: 'POST',
          url: '/api/login/',
          payload: { username: c.username, password: c.password },
          remoteAddress: `10.3.${i}.1`,
        });
      }),
    );
    const concurrentSeconds = (performance.now() - concurrentStart) / 1000;
    const okLogins = batch.filter((r) => r.statusCode === 200).length;

    // A chain of refreshes: each spends the previous refresh token and gets the next.
    let refresh = (batch[0]!.json() as { refresh: string }).refresh;
    const refreshCount = 300;
    const refreshStart = performance.now();
    for (let i = 0; i < refreshCount; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/token/refresh/',
        payload: { refresh },
        remoteAddress: `10.4.${i % 250}.1`,
      });
      refresh = (res.json() as { refresh: string }).refresh;
    }
    const refreshSeconds = (performance.now() - refreshStart) / 1000;

    const stored = await hashPassword('x-benchmark-1');
    const verifyStart = performance.now();
    await verifyPassword(stored, 'x-benchmark-1');
    const verifyMs = Math.round(performance.now() - verifyStart);

    return {
      loginLatencyMs: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        max: percentile(latencies, 100),
      },
      concurrentLogins: { requests: 32, ok: okLogins, perSecond: Math.round(okLogins / concurrentSeconds) },
      refreshPerSecond: Math.round(refreshCount / refreshSeconds),
      verifyMs,
    };
  } finally {
    await app.close();
    await drop();
  }
}
