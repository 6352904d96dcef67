import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { runAdmin } from '../testing/admin-terminal.js';
import { TEST_CONFIG } from '../testing/test-app.js';

/**
 * The command runs against the shop's own database as the server finds it: a PostgreSQL database of
 * its own when TEST_DATABASE_URL names a server, else the embedded one in a fresh DATA_DIR.
 */
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mb-admin-cli-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const name = `mb_test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});
afterAll(async () => {
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

function admin(args: string[], password?: string) {
  return runAdmin(args, {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://makerbazaar.test',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(password ? { ADMIN_PASSWORD: password } : {}),
  });
}

/**
 * Signs in to the shop on the command's database as the server would, and asks the back office and
 * the profile who that is.
 */
async function signInToShop(username: string, password: string) {
  const database = await openDatabase({ url: databaseUrl, dataDir: path.join(dataDir, 'db') });
  const app = await buildApp({ config: TEST_CONFIG, db: database.db });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/login/', payload: { username, password } });
    const headers = { authorization: `Bearer ${login.json().access}` };
    const me = await app.inject({ method: 'GET', url: '/api/admin/me/', headers });
    const profile = await app.inject({ method: 'GET', url: '/api/users/profile/', headers });
    return { staff: me.json(), profile: profile.json() };
  } finally {
    await app.close();
    await database.close();
  }
}

describe('npm run admin -- create-owner', { timeout: 60_000 }, () => {
  const create = ['create-owner', '--username', 'asha', '--email', 'asha@makerbazaar.test'];

  it('refuses a weak password with the sign-up rules, creating nobody', async () => {
    const weak = await admin(create, '12345678');
    expect(weak.code).toBe(1);
    expect(weak.errors).toContain('This password is entirely numeric.');
    const likeName = await admin(create, 'ASHA');
    expect(likeName.errors).toContain('This password is too short');
  });

  it('needs ADMIN_PASSWORD when there is no terminal to ask on', async () => {
    const answer = await admin(create);
    expect(answer.code).toBe(1);
    expect(answer.errors).toContain('set ADMIN_PASSWORD');
  });

  it('creates an owner with a verified address who may sign in, and refuses a username or e-mail already taken', async () => {
    const created = await admin(create, 'kite-solder-77');
    expect(created).toMatchObject({ code: 0, errors: '' });
    expect(created.output).toContain('Created the owner asha <asha@makerbazaar.test>');
    // Whoever runs the command holds the shop: the owner's e-mail need not wait for a link.
    expect(await signInToShop('asha', 'kite-solder-77')).toMatchObject({
      staff: { username: 'asha', roles: ['owner'] },
      profile: { email: 'asha@makerbazaar.test', email_verified: true },
    });

    const sameName = await admin(
      ['create-owner', '--username', 'ASHA', '--email', 'new@makerbazaar.test'],
      'kite-solder-77',
    );
    expect(sameName.code).toBe(1);
    expect(sameName.errors).toContain('The username ASHA is already taken.');
    const sameEmail = await admin(
      ['create-owner', '--username', 'ravi', '--email', 'Asha@MakerBazaar.test'],
      'kite-solder-77',
    );
    expect(sameEmail.errors).toContain('already belongs to an account');
  });

  it.skipIf(process.env.TEST_DATABASE_URL)('says so when the server holds the embedded database', async () => {
    const server = await lockDataDir(dataDir);
    try {
      const answer = await admin(
        ['create-owner', '--username', 'ravi', '--email', 'ravi@makerbazaar.test'],
        'kite-solder-77',
      );
      expect(answer.code).toBe(1);
      expect(answer.errors).toContain(`The MakerBazaar server is running on ${dataDir} (pid ${process.pid})`);
    } finally {
      await server.release();
    }
  });

  it('explains how to use it when the command or an option is wrong', async () => {
    expect((await admin(['make-owner'])).errors).toContain('Unknown command make-owner.');
    const missing = await admin(['create-owner', '--username', 'ravi'], 'kite-solder-77');
    expect(missing.errors).toContain('Give both --username and --email.');
    expect((await admin(['create-owner', '--user', 'ravi'])).code).toBe(1);
  });
});
