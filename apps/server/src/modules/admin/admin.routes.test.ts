import {
  ADMIN_AREAS,
  type AdminMe,
  type AuditEntry,
  type Paginated,
  ROLE_AREAS,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
} from '@makerbazaar/core';
import { and, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.js';
import { refreshTokens } from '../../db/schema/users.js';
import { registerAuthGuard } from '../../plugins/auth-guard.js';
import { registerPermissions } from '../../plugins/permissions.js';
import { followVerificationLink, signUpAndLogIn } from '../../testing/accounts.js';
import { testApp } from '../../testing/app-hooks.js';
import { REFRESH_COOKIE } from '../auth/refresh-cookie.js';
import { AccessTokens, REFRESH_TOKEN_TTL_MS, STAFF_REFRESH_TOKEN_TTL_MS } from '../auth/tokens.js';
import { addStaff, COMMAND_LINE_ACTOR } from '../staff/staff.service.js';

const ctx = testApp({ seed: false });

type Account = Awaited<ReturnType<typeof signUpAndLogIn>> & { id: number };

/** A signed-up customer; with roles, made staff the way the first owner is (no actor in the shop). */
async function account(roles: StaffRole[] = []): Promise<Account> {
  const signedUp = await signUpAndLogIn(ctx.app);
  const profile = await ctx.app.inject({ method: 'GET', url: '/api/users/profile/', headers: signedUp.auth });
  const id = (profile.json() as { id: number }).id;
  if (roles.length > 0) {
    await addStaff(ctx.database.db, COMMAND_LINE_ACTOR, { account: signedUp.customer.username, roles }, '');
  }
  return { ...signedUp, id };
}

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  who: { auth: Record<string, string> } | undefined,
  payload?: object,
) => ctx.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

describe('access to /api/admin/', () => {
  it('answers 401 to a guest, 403 to a customer, and lets each role open only its areas, on every admin route', async () => {
    const personas: [name: string, roles: StaffRole[] | undefined][] = [
      ['guest', undefined],
      ['customer', []],
      ...STAFF_ROLES.map((role): [string, StaffRole[]] => [role, [role]]),
    ];
    const signedIn = new Map<string, Account>();
    for (const [name, roles] of personas) if (roles) signedIn.set(name, await account(roles));

    // Every admin operation of the OpenAPI document: a route added later is walked without being listed.
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          path,
          method: method.toUpperCase(),
          security: (operation as { security?: unknown }).security,
        })),
      );
    expect(operations.length).toBeGreaterThanOrEqual(6);
    // …and every guarded admin route is in the document, so none escapes the walk by being hidden.
    const documented = new Set(
      operations.map(({ path, method }) => `${method} ${path.replaceAll(/\{(\w+)\}/g, ':$1')}`),
    );
    const undocumented = [...ctx.app.adminRouteAccess.keys()].filter(
      (route) => !route.startsWith('HEAD ') && !documented.has(route),
    );
    expect(undocumented).toEqual([]);

    const problems: string[] = [];
    for (const { path, method, security } of operations) {
      if (JSON.stringify(security) !== JSON.stringify([{ bearerAuth: [] }])) {
        problems.push(`${method} ${path} does not declare the bearer token in the API document`);
      }
      const access = ctx.app.adminRouteAccess.get(`${method} ${path.replaceAll(/\{(\w+)\}/g, ':$1')}`);
      if (!access) {
        problems.push(`${method} ${path} has no admin guard`);
        continue;
      }
      // An id nobody has and an empty body: an allowed request fails on its input, and changes nothing.
      const url = path.replaceAll(/\{\w+\}/g, '2147483000');
      for (const [name, roles] of personas) {
        const response = await call(method as 'GET', url, signedIn.get(name), method === 'GET' ? undefined : {});
        const allowed =
          roles !== undefined &&
          roles.length > 0 &&
          (access === 'any role' || roles.some((role) => ROLE_AREAS[role].includes(access)));
        const expected = roles === undefined ? [401] : allowed ? undefined : [403];
        const refused = response.statusCode === 401 || response.statusCode === 403;
        if (expected ? !expected.includes(response.statusCode) : refused) {
          problems.push(`${method} ${path} as ${name}: ${response.statusCode}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses to start with an admin route that has no admin guard', async () => {
    const bare = Fastify();
    registerAuthGuard(bare, ctx.database.db, new AccessTokens('a-secret-that-is-long-enough-for-hs256-signing'));
    registerPermissions(bare, ctx.database.db);
    expect(() => bare.get('/api/admin/open/', async () => ({}))).toThrow(/admin route/);
    expect(() => bare.get('/api/admin/half/', { preHandler: bare.requireUser }, async () => ({}))).toThrow(
      /admin route/,
    );
    await bare.close();
  });
});

describe('GET /api/admin/me/', () => {
  it('tells a staff member their roles, the areas they may open and the owners to ask for more', async () => {
    const owner = await account(['owner']);
    const mixed = await account(['support', 'catalogue']);
    expect((await call('GET', '/api/admin/me/', owner)).json()).toEqual({
      id: owner.id,
      username: owner.customer.username,
      roles: ['owner'],
      areas: [...ADMIN_AREAS],
      owners: expect.arrayContaining([{ username: owner.customer.username, name: 'Asha Rao' }]),
    });
    const me = (await call('GET', '/api/admin/me/', mixed)).json() as AdminMe;
    expect(me).toMatchObject({ roles: ['catalogue', 'support'], areas: ['catalogue', 'customers', 'support'] });
    // Whom to ask for another role: the owners, and only they.
    expect(me.owners).toContainEqual({ username: owner.customer.username, name: 'Asha Rao' });
    expect(me.owners.map((who) => who.username)).not.toContain(mixed.customer.username);
  });
});

const profileOf = async (who: Account) =>
  (await call('GET', '/api/users/profile/', who)).json() as { is_staff: boolean };
const auditFor = async (owner: Account, query: string) =>
  (await call('GET', `/api/admin/audit/?${query}`, owner)).json() as Paginated<AuditEntry>;

describe('/api/admin/staff/', () => {
  it('makes a customer staff by e-mail, tells them, changes their roles and removes them, each write audited', async () => {
    const owner = await account(['owner']);
    const clerk = await account();
    expect((await profileOf(clerk)).is_staff).toBe(false);

    const added = await call('POST', '/api/admin/staff/', owner, {
      account: clerk.customer.email.toUpperCase(),
      roles: ['support', 'orders', 'orders'],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      id: clerk.id,
      username: clerk.customer.username,
      roles: ['orders', 'support'],
    });
    expect((await profileOf(clerk)).is_staff).toBe(true);
    const invitations = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, clerk.customer.email), eq(outbox.kind, 'staff_invitation')));
    expect(invitations).toHaveLength(1);
    expect(invitations[0]?.text).toContain('orders, support');

    const listed = (await call('GET', '/api/admin/staff/?page_size=100', owner)).json() as Paginated<StaffMember>;
    expect(listed.results.find((member) => member.id === clerk.id)?.roles).toEqual(['orders', 'support']);

    const unchanged = await call('PATCH', `/api/admin/staff/${clerk.id}/`, owner, { roles: ['support', 'orders'] });
    expect(unchanged.json()).toMatchObject({ roles: ['orders', 'support'] });
    const changed = await call('PATCH', `/api/admin/staff/${clerk.id}/`, owner, { roles: ['catalogue'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ roles: ['catalogue'] });
    expect((await call('GET', '/api/admin/me/', clerk)).json()).toMatchObject({ roles: ['catalogue'] });

    expect((await call('DELETE', `/api/admin/staff/${clerk.id}/`, owner)).statusCode).toBe(204);
    expect((await profileOf(clerk)).is_staff).toBe(false);
    expect((await call('GET', '/api/admin/me/', clerk)).statusCode).toBe(403);

    const audit = await auditFor(owner, `entity=staff&actor=${owner.id}`);
    const forClerk = audit.results.filter((entry) => entry.entity_id === String(clerk.id));
    expect(forClerk.map((entry) => [entry.action, entry.changes])).toEqual([
      ['staff.remove', { roles: { before: ['catalogue'], after: [] } }],
      ['staff.roles', { roles: { before: ['orders', 'support'], after: ['catalogue'] } }],
      ['staff.add', { roles: { before: [], after: ['orders', 'support'] } }],
    ]);
    expect(forClerk.every((entry) => entry.actor_username === owner.customer.username)).toBe(true);
  });

  it('refuses an unknown account, someone already on the staff, and a change to nobody', async () => {
    const owner = await account(['owner']);
    const clerk = await account(['orders']);
    const unknown = await call('POST', '/api/admin/staff/', owner, { account: 'nobody-here', roles: ['orders'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ account: ['No active account has this username or e-mail.'] });
    const again = await call('POST', '/api/admin/staff/', owner, {
      account: clerk.customer.username,
      roles: ['support'],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain('already on the staff');
    const noRoles = await call('PATCH', `/api/admin/staff/${clerk.id}/`, owner, { roles: [] });
    expect(noRoles.statusCode).toBe(400);
    const badRole = await call('PATCH', `/api/admin/staff/${clerk.id}/`, owner, { roles: ['janitor'] });
    expect(badRole.statusCode).toBe(400);
    const customer = await account();
    expect((await call('PATCH', `/api/admin/staff/${customer.id}/`, owner, { roles: ['orders'] })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/admin/staff/${customer.id}/`, owner)).statusCode).toBe(404);
  });

  it('makes staff only of an account whose address is verified: someone may have signed up with a colleague’s', async () => {
    const owner = await account(['owner']);
    const squatter = await signUpAndLogIn(ctx.app, { email: 'new.colleague@example.in' }, { verified: false });
    const refused = await call('POST', '/api/admin/staff/', owner, {
      account: 'new.colleague@example.in',
      roles: ['orders'],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail:
        `${squatter.customer.username} has not verified their e-mail address yet. Ask them to open the link we sent ` +
        'them (their profile sends it again), then add them.',
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/me/', headers: squatter.auth })).statusCode).toBe(
      403,
    );
    const invitations = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'new.colleague@example.in'), eq(outbox.kind, 'staff_invitation')));
    expect(invitations).toEqual([]);

    expect((await followVerificationLink(ctx.app, 'new.colleague@example.in', squatter.remoteAddress)).statusCode).toBe(
      200,
    );
    const added = await call('POST', '/api/admin/staff/', owner, {
      account: 'new.colleague@example.in',
      roles: ['orders'],
    });
    expect(added.statusCode).toBe(201);
  });

  it('never removes the last owner, by deletion or by a change of roles', async () => {
    const [first, second] = [await account(['owner']), await account(['owner'])];
    // Other tests' owners exist too: make these two the only ones.
    const others = (await call('GET', '/api/admin/staff/?page_size=100', first)).json() as Paginated<StaffMember>;
    for (const member of others.results) {
      if (member.roles.includes('owner') && member.id !== first.id && member.id !== second.id) {
        expect((await call('DELETE', `/api/admin/staff/${member.id}/`, first)).statusCode).toBe(204);
      }
    }
    // Each removes the other at the same moment: one must lose, so an owner is left.
    const answers = await Promise.all([
      call('DELETE', `/api/admin/staff/${second.id}/`, first),
      call('DELETE', `/api/admin/staff/${first.id}/`, second),
    ]);
    // The loser is refused as no longer an owner (403) or as the last owner (409), depending on timing.
    const [won, lost] = answers[0]?.statusCode === 204 ? [answers[0], answers[1]] : [answers[1], answers[0]];
    expect(won?.statusCode).toBe(204);
    expect([403, 409]).toContain(lost?.statusCode);
    const survivor = answers[0]?.statusCode === 204 ? first : second;
    const demoted = await call('PATCH', `/api/admin/staff/${survivor.id}/`, survivor, { roles: ['orders'] });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().detail).toMatch(/last owner/);
    const removed = await call('DELETE', `/api/admin/staff/${survivor.id}/`, survivor);
    expect(removed.statusCode).toBe(409);
    expect((await call('GET', '/api/admin/me/', survivor)).json()).toMatchObject({ roles: ['owner'] });
  });
});

describe('GET /api/admin/audit/', () => {
  it('filters by actor, entity and date, and pages', async () => {
    const owner = await account(['owner']);
    for (const role of ['orders', 'support'] as const) {
      const clerk = await account();
      await call('POST', '/api/admin/staff/', owner, { account: clerk.customer.username, roles: [role] });
    }
    const today = new Date().toISOString().slice(0, 10);
    const mine = await auditFor(owner, `actor=${owner.id}&from=${today}&to=${today}&page_size=1`);
    expect(mine.count).toBe(2);
    expect(mine.results).toHaveLength(1);
    expect(mine.next).toContain('page=2');
    expect((await auditFor(owner, `actor=${owner.id}&from=2099-12-31`)).count).toBe(0);
    expect((await auditFor(owner, `actor=${owner.id}&to=2000-01-01`)).count).toBe(0);
    expect((await auditFor(owner, `actor=${owner.id}&entity=product`)).count).toBe(0);
    const backwards = await call('GET', `/api/admin/audit/?from=${today}&to=2000-01-01`, owner);
    expect(backwards.statusCode).toBe(400);
    for (const unreal of ['2026-02-30', '2026-13-01']) {
      expect((await call('GET', `/api/admin/audit/?from=${unreal}`, owner)).statusCode).toBe(400);
    }
  });

  it('refuses a date no shop can mean with a message, not a failure in the database', async () => {
    const owner = await account(['owner']);
    for (const query of ['from=0000-01-01', 'to=0000-01-01', 'from=0001-01-01', 'to=9999-12-31', 'from=1999-12-31']) {
      const res = await call('GET', `/api/admin/audit/?${query}`, owner);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(Object.values(res.json() as object)).toEqual([['Choose a date from 1 Jan 2000 to 31 Dec 2099.']]);
    }
    expect((await call('GET', '/api/admin/audit/?from=2000-01-01&to=2099-12-31', owner)).statusCode).toBe(200);
  });

  it('is append-only: the database refuses to update or delete its rows', async () => {
    await account(['owner']);
    await expect(ctx.database.db.execute(sql`update audit_log set action = 'rewritten'`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const [left] = await ctx.database.db
      .execute<{ n: number }>(sql`select count(*)::int as n from audit_log where action = 'rewritten'`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(left?.n).toBe(0);
  });
});

describe('staff sessions', () => {
  const refreshCookie = (response: { cookies: { name: string; maxAge?: number }[] }) =>
    response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
  const expiryOf = async (userId: number) =>
    (
      await ctx.database.db
        .select({ expiresAt: refreshTokens.expiresAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, userId))
    ).map((row) => row.expiresAt.getTime() - Date.now());

  /** Signs the account in once more, from its own address. */
  const signInAgain = ({ customer, remoteAddress }: Account) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: customer.username, password: customer.password },
      remoteAddress,
    });

  it('live 12 hours for staff and 7 days for customers, in the database and in the cookie', async () => {
    const clerk = await account(['orders']);
    const login = await signInAgain(clerk);
    expect(refreshCookie(login)?.maxAge).toBe(STAFF_REFRESH_TOKEN_TTL_MS / 1000);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: login.json().refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshCookie(refreshed)?.maxAge).toBe(STAFF_REFRESH_TOKEN_TTL_MS / 1000);
    for (const left of await expiryOf(clerk.id)) expect(left).toBeLessThanOrEqual(STAFF_REFRESH_TOKEN_TTL_MS);

    const customer = await account();
    const customerLogin = await signInAgain(customer);
    expect(refreshCookie(customerLogin)?.maxAge).toBe(REFRESH_TOKEN_TTL_MS / 1000);
  });

  it('cut the sessions a customer already had when they are made staff', async () => {
    const clerk = await account();
    expect(Math.max(...(await expiryOf(clerk.id)))).toBeGreaterThan(STAFF_REFRESH_TOKEN_TTL_MS);
    const owner = await account(['owner']);
    await call('POST', '/api/admin/staff/', owner, { account: clerk.customer.username, roles: ['support'] });
    for (const left of await expiryOf(clerk.id)) expect(left).toBeLessThanOrEqual(STAFF_REFRESH_TOKEN_TTL_MS);
  });
});
