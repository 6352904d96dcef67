import { z } from 'zod';
import { LANGUAGES, type Language } from '../rules/language.js';

export const NOTIFICATION_SWITCHES = [
  'orderUpdates',
  'priceAlerts',
  'reviewReminders',
  'promotionalOffers',
  'securityAlerts',
  'emailNotifications',
  'pushNotifications',
] as const;
export type NotificationSwitch = (typeof NOTIFICATION_SWITCHES)[number];

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const notificationsSchema = z.object(
  Object.fromEntries(NOTIFICATION_SWITCHES.map((key) => [key, z.boolean()])) as Record<
    NotificationSwitch,
    z.ZodBoolean
  >,
);

export const settingsSchema = z.object({
  notifications: notificationsSchema,
  theme: z.enum(THEMES),
  language: z.enum(Object.keys(LANGUAGES) as [Language, ...Language[]]),
});
export type Settings = z.infer<typeof settingsSchema>;

export const updateSettingsSchema = z.object({
  notifications: notificationsSchema.partial().optional(),
  theme: z.enum(THEMES).optional(),
  language: z.enum(Object.keys(LANGUAGES) as [Language, ...Language[]]).optional(),
});
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  notifications: {
    orderUpdates: true,
    priceAlerts: true,
    reviewReminders: true,
    promotionalOffers: false,
    securityAlerts: true,
    emailNotifications: true,
    pushNotifications: false,
  },
  theme: 'system',
  language: 'en',
};
