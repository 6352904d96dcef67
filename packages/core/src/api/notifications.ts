import { z } from 'zod';
import { idParam, paginatedSchema, paginationQuerySchema } from './common.js';

export const NOTIFICATION_TYPES = ['order', 'wishlist', 'review', 'offer', 'system'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_NOT_FOUND = 'Notification not found.';

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  /** A path in the shop (`/orders/12`) the notification opens. */
  action_url: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ unread_count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Newest first, with how many of all of them are unread. */
export const notificationPageSchema = paginatedSchema(notificationSchema).extend(unreadCountSchema.shape);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationListQuerySchema = paginationQuerySchema;

export const notificationParamsSchema = z.object({ id: idParam });
