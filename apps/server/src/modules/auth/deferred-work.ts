import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export type DeferWork = (log: FastifyBaseLogger, work: () => Promise<void>) => void;

/**
 * Lets the routes of `app` start work once their answer has been sent, so that neither the answer
 * nor how long it takes depends on that work. A failure is logged; closing the app waits for work
 * still running, so it never meets a closed database.
 */
export function deferredWork(app: FastifyInstance): DeferWork {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(running);
  });
  return (log, work) => {
    const run: Promise<void> = nextTurn()
      .then(work)
      .catch((error: unknown) => log.error({ err: error }, 'work deferred after an answer failed'))
      .finally(() => running.delete(run));
    running.add(run);
  };
}
