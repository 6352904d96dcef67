import {
  addStaffSchema,
  adminMeSchema,
  areasOfRoles,
  auditPageSchema,
  auditQuerySchema,
  badRequestSchema,
  detailSchema,
  idParam,
  paginationQuerySchema,
  staffMemberSchema,
  staffPageSchema,
  updateStaffRolesSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { staffRefusals } from '../../lib/refusals.js';
import { currentUser } from '../../plugins/auth-guard.js';
import { listAudit } from '../audit/audit.service.js';
import { activeOwners, addStaff, listStaff, removeStaff, setStaffRoles } from '../staff/staff.service.js';
import { dashboardRoutes } from './dashboard.routes.js';

const staffIdParams = z.object({ id: idParam });

/** The back office's own routes: who is signed in, the staff and their roles, and the audit log. */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Database; shopUrl: string }> = async (app, { db, shopUrl }) => {
  const ownerOnly = (area: 'staff' | 'audit') => [app.requireUser, app.requireAdmin(area)];
  await app.register(dashboardRoutes, { db });

  app.get(
    '/admin/me/',
    {
      preHandler: [app.requireUser, app.requireAdmin('any role')],
      schema: {
        tags: ['admin'],
        summary: 'The signed-in staff member’s roles and the back-office areas they may open',
        response: { 200: adminMeSchema, ...staffRefusals },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return {
        id: user.id,
        username: user.username,
        roles: request.staffRoles,
        areas: areasOfRoles(request.staffRoles),
        owners: await activeOwners(db),
      };
    },
  );

  app.get(
    '/admin/staff/',
    {
      preHandler: ownerOnly('staff'),
      schema: {
        tags: ['admin'],
        summary: 'Staff members and their roles (owners)',
        querystring: paginationQuerySchema,
        response: { 200: staffPageSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => listStaff(db, { page: request.query.page, pageSize: request.query.page_size }, request.url),
  );

  app.post(
    '/admin/staff/',
    {
      preHandler: ownerOnly('staff'),
      schema: {
        tags: ['admin'],
        summary: 'Make an existing account staff with roles, by username or e-mail, and tell them by e-mail (owners)',
        body: addStaffSchema,
        response: { 201: staffMemberSchema, 400: badRequestSchema, 409: detailSchema, ...staffRefusals },
      },
    },
    async (request, reply) => reply.code(201).send(await addStaff(db, currentUser(request), request.body, shopUrl)),
  );

  app.patch(
    '/admin/staff/:id/',
    {
      preHandler: ownerOnly('staff'),
      schema: {
        tags: ['admin'],
        summary: 'Change a staff member’s roles (owners); the last owner keeps the owner role',
        params: staffIdParams,
        body: updateStaffRolesSchema,
        response: {
          200: staffMemberSchema,
          400: badRequestSchema,
          404: detailSchema,
          409: detailSchema,
          ...staffRefusals,
        },
      },
    },
    async (request) => setStaffRoles(db, currentUser(request), request.params.id, request.body.roles),
  );

  app.delete(
    '/admin/staff/:id/',
    {
      preHandler: ownerOnly('staff'),
      schema: {
        tags: ['admin'],
        summary: 'Remove every staff role of a staff member (owners); never the last owner',
        params: staffIdParams,
        response: { 204: z.null(), 400: badRequestSchema, 404: detailSchema, 409: detailSchema, ...staffRefusals },
      },
    },
    async (request, reply) => {
      await removeStaff(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/audit/',
    {
      preHandler: ownerOnly('audit'),
      schema: {
        tags: ['admin'],
        summary: 'The audit log of staff writes, newest first, by actor, entity and date (owners)',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => listAudit(db, request.query, request.url),
  );
};
