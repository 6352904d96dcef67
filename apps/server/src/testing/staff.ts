import type { StaffRole } from '@makerbazaar/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { addStaff, COMMAND_LINE_ACTOR } from '../modules/staff/staff.service.js';
import { signUpAndLogIn } from './accounts.js';

/** A signed-in account holding these staff roles (made staff as the command line makes the first owner). */
export async function signUpStaff(app: FastifyInstance, db: Database, roles: StaffRole[]) {
  const signedUp = await signUpAndLogIn(app);
  await addStaff(db, COMMAND_LINE_ACTOR, { account: signedUp.customer.username, roles }, '');
  const profile = await app.inject({ method: 'GET', url: '/api/users/profile/', headers: signedUp.auth });
  return { ...signedUp, id: (profile.json() as { id: number }).id, username: signedUp.customer.username };
}
