import { newsletterSubscribeSchema } from '@makerbazaar/core';
import { describe, expect, it, vi } from 'vitest';
import { lazyFormResolver } from './form-resolver';

const options = { fields: {}, shouldUseNativeValidation: false };

describe('a form whose schema loads when it is first needed', () => {
  it('loads the schema on the first check, once, and checks with it', async () => {
    const load = vi.fn(async () => newsletterSubscribeSchema);
    const resolve = lazyFormResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolve({ email: 'not-an-address' }, undefined, options);
    expect(refused.errors.email?.message).toBe('Enter a valid email address.');
    const accepted = await resolve({ email: 'asha@example.in' }, undefined, options);
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toEqual({ email: 'asha@example.in' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading when the customer comes to the form, before anything is checked', async () => {
    const load = vi.fn(async () => newsletterSubscribeSchema);
    const resolve = lazyFormResolver(load);
    resolve.preload();
    resolve.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolve({ email: 'asha@example.in' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
