// The app a test file runs against, opened before its tests and closed after them (vitest hooks;
// the benches build theirs with createTestApp). What these return is filled in when the tests
// start, so a file names it at its top: `const { ctx, staff: { clerk } } = staffTestApp({ clerk: ['orders'] })`.
import type { StaffRole } from '@makerbazaar/core';
import { afterAll, beforeAll } from 'vitest';
import { signUpStaff } from './staff.js';
import { createTestApp, type TestAppOptions, type TestContext } from './test-app.js';

export type StaffMember = Awaited<ReturnType<typeof signUpStaff>>;

/** A fresh app on a fresh database for the test file. */
export function testApp(options: TestAppOptions = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(options));
  });
  afterAll(() => ctx.close());
  return ctx;
}

/** The test file's app with a signed-in staff member for each entry of `roles`, by the entry's name. */
export function staffTestApp<Name extends string>(
  roles: Record<Name, StaffRole[]>,
  options: TestAppOptions = {},
): { ctx: TestContext; staff: Record<Name, StaffMember> } {
  const ctx = testApp(options);
  const entries = Object.entries(roles) as [Name, StaffRole[]][];
  const staff = Object.fromEntries(entries.map(([name]) => [name, {}])) as Record<Name, StaffMember>;
  beforeAll(async () => {
    for (const [name, held] of entries) Object.assign(staff[name], await signUpStaff(ctx.app, ctx.database.db, held));
  });
  return { ctx, staff };
}
