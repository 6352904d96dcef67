/// <reference path="./fastify-rate-limit-local-store.d.ts" />
import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  normalizeIP,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { phrase } from '@makerbazaar/core';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis, Result } from 'ioredis';
import { HttpError } from './errors.js';

export interface LimitOptions {
  /** Names the limiter's counters, so it never shares one with another limiter. */
  name: string;
  max: number;
  timeWindow: string;
  /** What is counted, for the refusal: "Too many sign-in attempts …". */
  what: string;
}

/** One kind of request counted per subject (an address, an account). */
export interface Limiter {
  /** A preHandler: counts the request and refuses it once the subject is over the limit. */
  count(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** A preHandler: refuses the request when the subject's limit is spent, without counting it. */
  refuseWhenSpent(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts work done for the request without refusing it. */
  record(request: FastifyRequest): Promise<void>;
  /** Whether anything of the subject is counted in the current window. */
  hasCounted(request: FastifyRequest): Promise<boolean>;
  /** Drops the subject's count, as if nothing had been counted. */
  forget(request: FastifyRequest): Promise<void>;
}

/**
 * Registers the plugin with the shop's counters: limits are declared per route with the functions
 * below. With Redis the counters are shared by every server process; while Redis does not answer,
 * each process counts on its own (see `SharedCounters`).
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  // ioredis is loaded only by shops that share their counters.
  const shared = redisUrl ? new SharedCounters(await connectToRedis(redisUrl), app.log) : undefined;
  const counters = new RateLimitCounters(shared);
  if (shared) {
    app.addHook('onClose', async () => shared.close());
    await shared.firstAttempt;
  }
  app.decorate('rateLimitCounters', counters);
  await app.register(fastifyRateLimit, { global: false, store: storeOf(counters) });
}

/**
 * Limits requests per client address: the address Fastify derives (`request.ip`, which believes
 * X-Forwarded-For only from trusted proxies), IPv6 per /64 network because one customer line holds a
 * whole /64, and IPv4-mapped IPv6 as the IPv4 address it is.
 */
export function addressLimiter(app: FastifyInstance, limit: LimitOptions): Limiter {
  return createLimiter(app, limit, {
    scope: 'address',
    subjectOf: (request) => addressOf(request),
    whose: phrase('from your network'),
  });
}

/** A preHandler limiting one endpoint per client address (see `addressLimiter`). */
export function limitPerAddress(app: FastifyInstance, limit: LimitOptions) {
  return addressLimiter(app, limit).count;
}

/**
 * Limits requests on one account from any number of addresses. `accountOf` names the account the
 * request is for; it runs after validation, so it may read the parsed body.
 */
export function accountLimiter(
  app: FastifyInstance,
  limit: LimitOptions,
  accountOf: (request: FastifyRequest) => Promise<string>,
): Limiter {
  return createLimiter(app, limit, { scope: 'account', subjectOf: accountOf, whose: phrase('for this account') });
}

/** A preHandler limiting one endpoint per account (see `accountLimiter`). */
export function limitPerAccount(
  app: FastifyInstance,
  limit: LimitOptions,
  accountOf: (request: FastifyRequest) => Promise<string>,
) {
  return accountLimiter(app, limit, accountOf).count;
}

/** Limits requests on one account from one client address (the address as `addressLimiter` takes it). */
export function accountAddressLimiter(
  app: FastifyInstance,
  limit: LimitOptions,
  accountOf: (request: FastifyRequest) => Promise<string>,
): Limiter {
  return createLimiter(app, limit, {
    scope: 'account-address',
    subjectOf: async (request) => `${await accountOf(request)}|${addressOf(request)}`,
    whose: phrase('for this account from your network'),
  });
}

const addressOf = (request: FastifyRequest) => normalizeIP(request.ip);

/**
 * Each limiter counts in its own namespace, `<scope>:<name>`, its keys `<scope>:<name>:<subject>`.
 * The plugin runs only one of its own handlers per request, so the counters are read through
 * `createRateLimit` and the refusal (429 `{detail}` with Retry-After) is answered here; that also
 * lets a route count only the requests that cost work.
 */
function createLimiter(
  app: FastifyInstance,
  limit: LimitOptions,
  how: {
    scope: 'address' | 'account' | 'account-address';
    subjectOf: (request: FastifyRequest) => string | Promise<string>;
    whose: string;
  },
): Limiter {
  const keyOf = async (request: FastifyRequest) => `${how.scope}:${limit.name}:${await how.subjectOf(request)}`;
  const counter = app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindow, keyGenerator: keyOf });
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
    async hasCounted(request) {
      const state = await counter(request, { increment: false });
      return !state.isAllowed && state.remaining < state.max;
    },
    async forget(request) {
      await app.rateLimitCounters.forget(await keyOf(request));
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

/** Subjects each limiter counts in this process, the least recently seen dropped first (the plugin's own default). */
const SUBJECTS_PER_LIMITER = 5000;

/**
 * The store of every limiter: counters in Redis while Redis answers, otherwise counters of this
 * process, one set per limiter (`<scope>:<name>`, the start of each key). A request never waits for
 * Redis to come back, and is still limited meanwhile, by this process's count alone.
 */
class RateLimitCounters implements FastifyRateLimitStore {
  private readonly inProcess = new Map<string, LocalStore>();

  constructor(private readonly shared: SharedCounters | undefined) {}

  /** Where counts go now: `off` without REDIS_URL, `down` while Redis does not answer (this process counts alone). */
  get sharedCounting(): 'off' | 'redis' | 'down' {
    if (!this.shared) return 'off';
    return this.shared.connected ? 'redis' : 'down';
  }

  incr(key: string, callback: CounterCallback, timeWindow: number, max: number) {
    const inProcess = () => this.inProcessFor(key).incr(key, callback, timeWindow, max);
    if (!this.shared?.connected) return inProcess();
    this.shared.countHit(key, timeWindow).then(([current, ttl]) => callback(null, { current, ttl }), inProcess);
  }

  read(key: string, callback: CounterCallback, timeWindow: number, max: number) {
    const inProcess = () => this.inProcessFor(key).read(key, callback, timeWindow, max);
    if (!this.shared?.connected) return inProcess();
    this.shared.readCount(key).then(([current, ttl]) => callback(null, { current, ttl }), inProcess);
  }

  async forget(key: string): Promise<void> {
    this.inProcessFor(key).lru.delete(key);
    // Not forgotten in Redis while it does not answer: the count there ends with its window.
    if (this.shared?.connected) await this.shared.forget(key).catch(() => undefined);
  }

  child() {
    return this;
  }

  private inProcessFor(key: string): LocalStore {
    const limiter = key.slice(0, key.indexOf(':', key.indexOf(':') + 1));
    let store = this.inProcess.get(limiter);
    if (!store) {
      store = new LocalStore(false, false, SUBJECTS_PER_LIMITER);
      this.inProcess.set(limiter, store);
    }
    return store;
  }
}

type CounterCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** The plugin makes its store with `new`; this hands it the app's counters, which limiters use too (`forget`). */
function storeOf(counters: RateLimitCounters): FastifyRateLimitStoreCtor {
  return function Store() {
    return counters;
  } as unknown as FastifyRateLimitStoreCtor;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The counters behind every rate limit (see `registerRateLimits`). */
    rateLimitCounters: RateLimitCounters;
  }
}

/**
 * How long a counter in Redis may take to answer. Redis answers a nearby server in well under a
 * millisecond; one that takes longer is treated as down rather than holding every sign-in and form.
 */
const REDIS_ANSWER_MS = 250;
/** The longest wait between attempts to reach Redis again, so shared counting resumes soon after it is back. */
const REDIS_RECONNECT_MAX_MS = 1000;

async function connectToRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, {
    // While the connection is down, a command fails at once instead of waiting in a queue for it,
    // and one sent just before it went down fails with it instead of being sent again later.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_ANSWER_MS,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_RECONNECT_MAX_MS),
  });
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
 * Counters in Redis under `mb-rate:<scope>:<name>:<subject>`, shared by every server process. (The
 * plugin's own Redis store prefixes a limiter's keys with its route's method and URL, which limiters
 * made by `createRateLimit` do not have: all of them shared the prefix `undefinedundefined-`, and a
 * per-account key could equal a per-address one.)
 *
 * Redis is used only while its connection is ready; a command that fails or takes longer than
 * REDIS_ANSWER_MS makes the caller count in its own process instead. Each change between the two is
 * logged once, not once per request.
 */
class SharedCounters {
  private answering = true;
  /**
   * Settles once the connection is ready or has failed for the first time: the shop starts counting
   * where it will go on counting, and starts all the same while Redis is down.
   */
  readonly firstAttempt: Promise<void>;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    redis.defineCommand('rateLimitCountHit', { numberOfKeys: 1, lua: COUNT_HIT });
    redis.defineCommand('rateLimitReadCount', { numberOfKeys: 1, lua: READ_COUNT });
    // ioredis reports each failed attempt to connect here (and prints it past the logger without a listener).
    redis.on('error', (error: Error) => this.lost(error));
    redis.on('ready', () => this.found());
    this.firstAttempt = new Promise((settle) => {
      redis.once('ready', settle);
      redis.once('error', () => settle());
    });
  }

  get connected(): boolean {
    return this.redis.status === 'ready';
  }

  countHit(key: string, windowMs: number) {
    return this.answer(this.redis.rateLimitCountHit(`mb-rate:${key}`, windowMs));
  }

  readCount(key: string) {
    return this.answer(this.redis.rateLimitReadCount(`mb-rate:${key}`));
  }

  forget(key: string) {
    return this.answer(this.redis.del(`mb-rate:${key}`));
  }

  close() {
    this.redis.disconnect();
  }

  private async answer<T>(pending: Promise<T>): Promise<T> {
    try {
      const result = await pending;
      this.found();
      return result;
    } catch (error) {
      // A connection that lets a command time out (a stopped or overloaded Redis) is made anew;
      // meanwhile it is not ready, so requests count in this process instead of each waiting.
      if (error instanceof Error && error.message === 'Command timed out' && this.connected) {
        this.redis.disconnect(true);
      }
      this.lost(error);
      throw error;
    }
  }

  private lost(error: unknown) {
    if (!this.answering) return;
    this.answering = false;
    this.log.warn({ err: error }, 'Redis does not answer: rate limits count in this process until it does');
  }

  private found() {
    if (this.answering) return;
    this.answering = true;
    this.log.info('Redis answers again: rate limits count in Redis, shared by every process');
  }
}
