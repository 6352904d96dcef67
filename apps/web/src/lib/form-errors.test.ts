import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { showServerErrors } from './form-errors';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('./toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());

describe('showServerErrors', () => {
  it("puts a field's message on the field and toasts nothing when every message found its field", () => {
    const setError = vi.fn();
    showServerErrors(new ApiError(400, { email: ['Enter a valid e-mail.'] }), setError, ['email'], 'Not sent.');
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Enter a valid e-mail.' },
      { shouldFocus: true },
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts the server's sentence, or the form's own words when the request failed without one", () => {
    showServerErrors(new ApiError(429, { detail: 'Too many requests.' }), vi.fn(), ['email'], 'Not sent.');
    expect(toast.error).toHaveBeenLastCalledWith('Too many requests.');
    showServerErrors(new TypeError('Failed to fetch'), vi.fn(), ['email'], 'Not sent.');
    expect(toast.error).toHaveBeenLastCalledWith('Not sent.');
  });
});
