import {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  normalizeIP,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import { phrase } from '@makerbazaar/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis, Result } from 'ioredis';
import { HttpError } from './errors.js';

export interface LimitOptions {
  /** Names the limiter's counters, so it never shares one with another limiter. */
  name: string;
  max: number;
  timeWindow: string;
  /** What is counted, for the refusal: "Too many sign-in attempts …". */
  what: string;
  /** Let requests through while the counters cannot be reached (Redis down); they fail otherwise. */
  allowWhenCountersFail?: boolean;
}

/** One kind of request counted per subject (an address, an account). */
export interface Limiter {
  /** A preHandler: counts the request and refuses it once the subject is over the limit. */
  count(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** A preHandler: refuses the request when the subject's limit is spent, without counting it. */
  refuseWhenSpent(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts work done for the request without refusing it. */
  record(request: FastifyRequest): Promise<void>;
}

/**
 * The plugin's options: limits are declared per route with the functions below; with Redis the
 * counters are shared by every server process.
 */
export function rateLimitPluginOptions(redis: Redis | undefined): RateLimitPluginOptions {
  return { global: false, store: redis ? redisCounters(redis) : undefined };
}

/**
 * Limits requests per client address: the address Fastify derives (`request.ip`, which believes
 * X-Forwarded-For only from trusted proxies), IPv6 per /64 network because one customer line holds a
 * whole /64, and IPv4-mapped IPv6 as the IPv4 address it is.
 */
export function addressLimiter(app: FastifyInstance, limit: LimitOptions): Limiter {
  return createLimiter(app, limit, {
    scope: 'address',
    subjectOf: (request) => normalizeIP(request.ip),
    whose: phrase('from your network'),
  });
}

/** A preHandler limiting one endpoint per client address (see `addressLimiter`). */
export function limitPerAddress(app: FastifyInstance, limit: LimitOptions) {
  return addressLimiter(app, limit).count;
}

/**
 * A preHandler limiting attempts on one account from any number of addresses. `accountOf` names
 * the account the request is for; it runs after validation, so it may read the parsed body.
 */
export function limitPerAccount(
  app: FastifyInstance,
  limit: LimitOptions,
  accountOf: (request: FastifyRequest) => Promise<string>,
) {
  return createLimiter(app, limit, { scope: 'account', subjectOf: accountOf, whose: phrase('for this account') }).count;
}

/**
 * Each limiter counts in its own namespace, `<scope>:<name>:<subject>`. The plugin runs only one of
 * its own handlers per request, so the counters are read through `createRateLimit` and the refusal
 * (429 `{detail}` with Retry-After) is answered here; that also lets a route count only the requests
 * that cost work.
 */
function createLimiter(
  app: FastifyInstance,
  limit: LimitOptions,
  how: {
    scope: 'address' | 'account';
    subjectOf: (request: FastifyRequest) => string | Promise<string>;
    whose: string;
  },
): Limiter {
  const counter = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    skipOnError: limit.allowWhenCountersFail ?? false,
    keyGenerator: async (request) => `${how.scope}:${limit.name}:${await how.subjectOf(request)}`,
  });
  const refusal = (reply: FastifyReply, retryAfterSeconds: number) => {
    reply.header('retry-after', retryAfterSeconds);
    return new HttpError(429, {
      detail: `Too many ${limit.what} ${how.whose}. Please try again in ${waitText(retryAfterSeconds)}.`,
    });
  };
  return {
    async count(request, reply) {
      const state = await counter(request);
      if (!state.isAllowed && state.isExceeded) throw refusal(reply, state.ttlInSeconds);
    },
    async refuseWhenSpent(request, reply) {
      const state = await counter(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) throw refusal(reply, state.ttlInSeconds);
    },
    async record(request) {
      await counter(request);
    },
  };
}

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? phrase('1 second') : phrase(`${seconds} seconds`);
  if (seconds < 3600) {
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1 ? phrase('1 minute') : phrase(`${minutes} minutes`);
  }
  const hours = Math.ceil(seconds / 3600);
  return hours === 1 ? phrase('1 hour') : phrase(`${hours} hours`);
}

/** Counts one hit in a window that starts with the first hit; answers the count and the window's rest. */
const COUNT_HIT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** The count and the window's rest, without counting; a missing key is an unused window. */
const READ_COUNT = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
return {tonumber(current), math.max(redis.call('PTTL', KEYS[1]), 0)}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    rateLimitCountHit(key: string, windowMs: number): Result<[number, number], Context>;
    rateLimitReadCount(key: string): Result<[number, number], Context>;
  }
}

/**
 * Counters in Redis under `mb-rate:<scope>:<name>:<subject>`. The plugin's own Redis store prefixes a
 * limiter's keys with its route's method and URL, which limiters made by `createRateLimit` do not
 * have: all of them shared the prefix `undefinedundefined-`, and a per-account key could equal a
 * per-address one. Here the key is the limiter's own, so children share the store.
 */
function redisCounters(redis: Redis): FastifyRateLimitStoreCtor {
  redis.defineCommand('rateLimitCountHit', { numberOfKeys: 1, lua: COUNT_HIT });
  redis.defineCommand('rateLimitReadCount', { numberOfKeys: 1, lua: READ_COUNT });
  type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
  const answer = (pending: Promise<[number, number]>, callback: Callback) =>
    pending.then(
      ([current, ttl]) => callback(null, { current, ttl }),
      (error: Error) => callback(error),
    );
  return class RedisCounters implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      answer(redis.rateLimitCountHit(`mb-rate:${key}`, timeWindow), callback);
    }

    read(key: string, callback: Callback) {
      answer(redis.rateLimitReadCount(`mb-rate:${key}`), callback);
    }

    child() {
      return this;
    }
  };
}
