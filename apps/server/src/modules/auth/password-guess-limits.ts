import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountAddressLimiter, accountLimiter } from '../../lib/rate-limit.js';

/** Wrong passwords for one account counted from one address, and from all addresses together. */
const WRONG_PASSWORDS = { max: 10, timeWindow: '10 minutes' };

export interface PasswordGuessLimits {
  /** A preHandler: refuses the request before its password is checked while its guesses are limited. */
  refuseWhenLimited(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * Runs the check of the password the request gives: a refusal of it (`isWrongPassword`) counts as
   * a wrong guess; a success clears the guesses counted from this address on this account.
   */
  check<T>(
    request: FastifyRequest,
    checkPassword: () => Promise<T>,
    isWrongPassword: (error: unknown) => boolean,
  ): Promise<T>;
}

/**
 * Slows guessing an account's password without letting anyone lock its owner out
 * (docs/decisions/020-abuse-limits.md). Only wrong passwords count, per account and address and per
 * account. Ten from one address make that address wait until the window ends. Ten from all
 * addresses together make every address that has a wrong guess on the account wait too, while an
 * address with none (its owner, at home) may still sign in; so a botnet gets one guess per address
 * once the account is over its limit. Every path that checks a password counts on the same
 * counters (`name`), with `what` naming the attempts in the refusal.
 */
export function passwordGuessLimits(
  app: FastifyInstance,
  what: string,
  accountOf: (request: FastifyRequest) => Promise<string>,
): PasswordGuessLimits {
  // The account is looked up once per request, whichever counter asks first.
  const accounts = new WeakMap<FastifyRequest, Promise<string>>();
  const account = (request: FastifyRequest) => {
    const known = accounts.get(request) ?? accountOf(request);
    accounts.set(request, known);
    return known;
  };
  const limit = { name: 'login', what, ...WRONG_PASSWORDS };
  const fromThisAddress = accountAddressLimiter(app, limit, account);
  const fromAnywhere = accountLimiter(app, limit, account);
  return {
    async refuseWhenLimited(request, reply) {
      await fromThisAddress.refuseWhenSpent(request, reply);
      if (await fromThisAddress.hasCounted(request)) await fromAnywhere.refuseWhenSpent(request, reply);
    },
    async check<T>(
      request: FastifyRequest,
      checkPassword: () => Promise<T>,
      isWrongPassword: (error: unknown) => boolean,
    ) {
      let result: T;
      try {
        result = await checkPassword();
      } catch (error) {
        if (isWrongPassword(error)) await Promise.all([fromThisAddress.record(request), fromAnywhere.record(request)]);
        throw error;
      }
      await fromThisAddress.forget(request);
      return result;
    },
  };
}
