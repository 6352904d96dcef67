import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startInProcessQueue } from './job-queue.js';

function recordingLog() {
  const errors: string[] = [];
  const log = { error: (_details: object, message: string) => errors.push(message) } as unknown as FastifyBaseLogger;
  return { log, errors };
}

describe('the in-process queue of the embedded engine', () => {
  it('runs the scheduled tasks whose crontab names this minute (UTC), and only those', async () => {
    const ran: string[] = [];
    const { log } = recordingLog();
    const queue = startInProcessQueue(
      {
        tasks: {
          everyMinute: async () => void ran.push('everyMinute'),
          indiaMorning: async () => void ran.push('indiaMorning'),
          indiaEvening: async () => void ran.push('indiaEvening'),
        },
        schedules: [
          { task: 'everyMinute', cron: '* * * * *' },
          { task: 'indiaMorning', cron: '30 3 * * *' },
          { task: 'indiaEvening', cron: '30 12 * * *' },
        ],
        log,
      },
      () => new Date('2026-11-28T03:30:10Z'),
    );
    await queue.stop();
    expect(ran.sort()).toEqual(['everyMinute', 'indiaMorning']);
  });

  it('logs a failed run instead of throwing, and stop waits for a run in progress', async () => {
    const { log, errors } = recordingLog();
    let finished = false;
    const queue = startInProcessQueue({
      tasks: {
        slow: async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          finished = true;
        },
        broken: async () => {
          throw new Error('smtp down');
        },
      },
      schedules: [
        { task: 'slow', cron: '* * * * *' },
        { task: 'broken', cron: '* * * * *' },
      ],
      log,
    });
    await queue.stop();
    expect(finished).toBe(true);
    expect(errors).toEqual(['a scheduled task failed']);
  });
});
