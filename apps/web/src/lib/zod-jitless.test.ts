import { describe, expect, it } from 'vitest';
import { turnOffZodJit } from './zod-jitless';

describe('zod in the browser', () => {
  it('never probes for eval, which the Content-Security-Policy forbids', async () => {
    turnOffZodJit();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
