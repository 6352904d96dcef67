import { describe, expect, it } from 'vitest';
import { joinedWhileRunning } from './joined-while-running.js';

describe('joinedWhileRunning', () => {
  it('shares a run with whoever asks while it is under way, and runs again once it has settled', async () => {
    let runs = 0;
    let finish = (_value: number) => {};
    const read = joinedWhileRunning(
      () =>
        new Promise<number>((resolve) => {
          runs += 1;
          finish = resolve;
        }),
    );
    const first = read();
    const second = read();
    expect(second).toBe(first);
    finish(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(runs).toBe(1);
    const third = read();
    expect(third).not.toBe(first);
    expect(runs).toBe(2);
    finish(8);
    expect(await third).toBe(8);
  });

  it('runs again after a failed run', async () => {
    let runs = 0;
    const read = joinedWhileRunning(async () => {
      runs += 1;
      throw new Error('no answer');
    });
    await expect(read()).rejects.toThrow('no answer');
    await expect(read()).rejects.toThrow('no answer');
    expect(runs).toBe(2);
  });
});
