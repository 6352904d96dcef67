import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './server-root.js';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  /** Where uploaded product images are kept; DATA_DIR/media when unset. */
  MEDIA_DIR: z.string().min(1).optional(),
  /** `s3://bucket/prefix`: uploaded product images in an S3-compatible bucket instead of MEDIA_DIR. */
  MEDIA_URL: z.url({ protocol: /^s3$/, hostname: /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/ }).optional(),
  /** The public address of MEDIA_URL (a public bucket or a CDN): /media/uploads/ then redirects there. */
  MEDIA_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The S3 API's address for MinIO, R2 and others; unset is AWS. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Temporary AWS keys (an assumed role, SSO) come with a session token. */
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters.').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.enum(['auto', 'never']).default('auto'),
  /** Where customers reach the shop; used in links inside e-mails. */
  PUBLIC_URL: z.url().optional(),
  /** `smtp://user:pass@host:587` (or smtps://); without it e-mails stay in the outbox for staff. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('MakerBazaar <no-reply@makerbazaar.in>'),
  /**
   * Which proxies may tell the client's address in X-Forwarded-For: a hop count ("1") or a
   * comma-separated list of addresses and CIDRs ("10.0.0.0/8,127.0.0.1"). Unset trusts nobody.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((value) => /^\d{1,2}$/.test(value) || value.split(',').every((entry) => isAddressOrCidr(entry.trim())), {
      message: 'TRUST_PROXY takes a hop count or a comma-separated list of addresses and CIDRs.',
    })
    .optional(),
  /** Shared rate-limit counters for many processes; in-process counters without it. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * `razorpay` (needs the keys), `test` (the built-in gateway; never in production unless
   * ALLOW_TEST_PAYMENTS=1) or `off` (cash on delivery only). Unset: razorpay with keys, otherwise
   * test outside production and off in production.
   */
  PAYMENTS: z.enum(['razorpay', 'test', 'off']).optional(),
  /** A staging shop in production mode may run the test gateway; every page then says so. */
  ALLOW_TEST_PAYMENTS: z.enum(['0', '1']).default('0'),
  /** Razorpay keys for online payments. */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com/v1'),
  /** `1` serves GET /metrics to anyone who reaches it; with METRICS_TOKEN it asks for the token instead. */
  METRICS: z.enum(['0', '1']).default('0'),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters.').optional(),
  /** Colourful one-line logs; unset: when standard output is a terminal. */
  LOG_PRETTY: z.enum(['0', '1']).optional(),
  /** After SIGTERM, how long /readyz answers 503 before the server stops taking connections. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  webDist: string;
  /** Uploaded product images, in its `uploads` folder, served at /media/uploads/. */
  mediaDir: string;
  /** Uploaded product images in an S3-compatible bucket (MEDIA_URL) instead of `mediaDir`. */
  mediaBucket: MediaBucketConfig | undefined;
  jwtSecret: string;
  logLevel: string;
  seed: 'auto' | 'never';
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Fastify's `trustProxy`: hops or proxy addresses whose X-Forwarded-For is believed; false trusts nobody. */
  trustProxy: false | number | string[];
  payments: PaymentsConfig;
  metrics: MetricsAccess;
  /** Pretty log lines for a person reading a terminal instead of JSON lines. */
  logPretty: boolean;
  shutdownDelayMs: number;
}

/** Who may read GET /metrics: nobody (404), anyone, or whoever sends `Authorization: Bearer <token>`. */
export type MetricsAccess = { kind: 'off' } | { kind: 'open' } | { kind: 'token'; token: string };

export interface MediaBucketConfig {
  bucket: string;
  /** Key prefix, without slashes at either end; '' for the bucket's root. */
  prefix: string;
  /** Unset: AWS S3. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own chain (instance role, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
  forcePathStyle: boolean;
  /** Where browsers fetch the objects themselves; unset, the shop streams them. */
  publicUrl: string | undefined;
}

export type PaymentsConfig =
  | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string | undefined; apiUrl: string }
  | { provider: 'test'; secret: string; inProduction: boolean }
  | { provider: 'off' };

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

function paymentsConfig(e: z.infer<typeof envSchema>, dataDir: string): PaymentsConfig {
  const production = e.NODE_ENV === 'production';
  const hasKeys = Boolean(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET);
  const choice = e.PAYMENTS ?? (hasKeys ? 'razorpay' : production ? 'off' : 'test');
  if (choice === 'razorpay') {
    if (!e.RAZORPAY_KEY_ID || !e.RAZORPAY_KEY_SECRET)
      throw new Error('Invalid configuration: PAYMENTS=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.');
    return {
      provider: 'razorpay',
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: e.RAZORPAY_API_URL,
    };
  }
  if (choice === 'off') return { provider: 'off' };
  // Anyone can sign a test payment: a real shop taking it would hand out goods for free.
  if (production && e.ALLOW_TEST_PAYMENTS !== '1')
    throw new Error(
      'Invalid configuration: PAYMENTS=test lets anyone mark an order paid and is refused in production. ' +
        'Set ALLOW_TEST_PAYMENTS=1 only for a staging shop.',
    );
  return { provider: 'test', secret: loadOrCreateSecret(dataDir, 'testGatewaySecret'), inProduction: production };
}

function metricsAccess(e: z.infer<typeof envSchema>): MetricsAccess {
  if (e.METRICS_TOKEN) return { kind: 'token', token: e.METRICS_TOKEN };
  return e.METRICS === '1' ? { kind: 'open' } : { kind: 'off' };
}

function mediaBucketConfig(e: z.infer<typeof envSchema>): MediaBucketConfig | undefined {
  if (!e.MEDIA_URL) {
    if (e.MEDIA_PUBLIC_URL)
      throw new Error('Invalid configuration: MEDIA_PUBLIC_URL needs MEDIA_URL=s3://bucket/prefix.');
    return undefined;
  }
  const url = new URL(e.MEDIA_URL);
  // The keys are taken as a pair, the S3_ ones when either is given: an S3_ key id never goes out
  // with an AWS_ secret.
  const fromS3 = Boolean(e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY);
  const [accessKeyId, secretAccessKey] = fromS3
    ? [e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY]
    : [e.AWS_ACCESS_KEY_ID, e.AWS_SECRET_ACCESS_KEY];
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error(
      fromS3
        ? 'Invalid configuration: give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.'
        : 'Invalid configuration: give both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither.',
    );
  const sessionToken = fromS3 ? undefined : e.AWS_SESSION_TOKEN;
  return {
    bucket: url.hostname,
    prefix: decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, ''),
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      accessKeyId && secretAccessKey
        ? { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) }
        : undefined,
    forcePathStyle: (e.S3_FORCE_PATH_STYLE ?? (e.S3_ENDPOINT ? '1' : '0')) === '1',
    publicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

/**
 * Secrets that are not configured are generated once and kept in the data directory, so a fresh
 * machine needs no setup and nothing secret is ever committed or defaulted in code.
 */
function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const existing = secrets[name];
  if (existing) return existing;
  const created = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ ...secrets, [name]: created }, null, 2), { mode: 0o600 });
  return created;
}

/** The only reader of `process.env`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    webDist: path.resolve(e.WEB_DIST),
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    mediaBucket: mediaBucketConfig(e),
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir, 'jwtSecret'),
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    payments: paymentsConfig(e, dataDir),
    metrics: metricsAccess(e),
    logPretty: e.LOG_PRETTY ? e.LOG_PRETTY === '1' : Boolean(process.stdout.isTTY),
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
  };
}
