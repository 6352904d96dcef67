import {
  badRequestSchema,
  detailSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationParamsSchema,
  notificationSchema,
  unreadCountSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { currentUser, requireUserOnEveryRoute } from '../../plugins/auth-guard.js';
import { deleteNotification, listNotifications, markAllRead, markRead, unreadCount } from './notifications.service.js';

/** The customer's notifications: /api/notifications/. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  requireUserOnEveryRoute(app);

  app.get(
    '/notifications/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Notifications, newest first, with how many are unread',
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, 400: badRequestSchema, 401: detailSchema, 404: detailSchema },
      },
    },
    (request) =>
      listNotifications(
        db,
        currentUser(request).id,
        { page: request.query.page, pageSize: request.query.page_size },
        request.url,
      ),
  );

  app.get(
    '/notifications/unread-count/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many notifications are unread (the header bell)',
        response: { 200: unreadCountSchema, 401: detailSchema },
      },
    },
    async (request) => ({ unread_count: await unreadCount(db, currentUser(request).id) }),
  );

  app.post(
    '/notifications/read-all/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification read',
        response: { 200: unreadCountSchema, 401: detailSchema },
      },
    },
    async (request) => {
      await markAllRead(db, currentUser(request).id);
      return { unread_count: 0 };
    },
  );

  app.post(
    '/notifications/:id/read/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        params: notificationParamsSchema,
        response: { 200: notificationSchema, 400: badRequestSchema, 401: detailSchema, 404: detailSchema },
      },
    },
    (request) => markRead(db, currentUser(request).id, request.params.id),
  );

  app.delete(
    '/notifications/:id/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Dismiss a notification',
        params: notificationParamsSchema,
        response: { 204: z.null(), 400: badRequestSchema, 401: detailSchema, 404: detailSchema },
      },
    },
    async (request, reply) => {
      await deleteNotification(db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
