import { z } from 'zod';
import {
  DELIVERY_ZONES,
  type DeliveryZone,
  PINCODE_MESSAGE,
  PINCODE_PATTERN,
  PINCODE_RULE_PATTERN,
} from '../rules/delivery.js';
import { idParam, text } from './common.js';

export const pincodeParamsSchema = z.object({
  pincode: text({ message: PINCODE_MESSAGE }).trim().regex(PINCODE_PATTERN, PINCODE_MESSAGE),
});

/** `?product=`: the part the customer is looking at, so the answer says whether it can be sent at all. */
export const deliveryCheckQuerySchema = z.object({ product: idParam.optional() });

/** `GET /api/delivery/:pincode/`: whether and by when the shop delivers there, and whether COD is offered. */
export const deliveryCheckSchema = z.object({
  pincode: z.string(),
  /** As India Post names it; checkout offers it as the city. */
  district: z.string(),
  state: z.string(),
  zone: z.enum(DELIVERY_ZONES),
  delivers: z.boolean(),
  cod_available: z.boolean(),
  /** Working days from dispatch; null where the shop does not deliver. */
  min_days: z.number().int().nullable(),
  max_days: z.number().int().nullable(),
  /**
   * The latest arrival date (YYYY-MM-DD, India) of an order placed now; null where the shop does not
   * deliver, and when the product asked about is out of stock (nothing can be sent).
   */
  deliver_by: z.string().nullable(),
  /** Whether the product asked about (`?product=`) is on the shelf; null when none was asked about. */
  in_stock: z.boolean().nullable(),
});
export type DeliveryCheck = z.infer<typeof deliveryCheckSchema>;

export const PINCODE_NOT_FOUND = 'We could not find this PIN code. Please check it.';

const MAX_DELIVERY_DAYS = 60;
const daysField = z
  .number({ message: 'Enter a number of days.' })
  .int('Enter a whole number of days.')
  .min(0, 'Enter 0 days or more.')
  .max(MAX_DELIVERY_DAYS, `Enter at most ${MAX_DELIVERY_DAYS} days.`);
const zoneDaysSchema = z
  .object({ min: daysField, max: daysField })
  .refine((days) => days.min <= days.max, { path: ['max'], message: 'The most days cannot be fewer than the least.' });

const pincodeRulesField = z
  .array(
    text().trim().regex(PINCODE_RULE_PATTERN, 'Enter a PIN code or its first digits (1 to 6 digits, the first not 0).'),
  )
  .max(1000, 'Enter at most 1000 PIN codes or prefixes.')
  .transform((rules) => [...new Set(rules)].sort());

const zoneDaysOf = <T extends z.ZodType>(days: T) =>
  z.object(Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, days])) as Record<DeliveryZone, T>);

/**
 * The serviceability rules staff edit under Delivery: PIN codes or prefixes the shop does not
 * deliver to, those where cash on delivery is not offered, and the working days each zone takes.
 */
export const deliveryRulesSchema = z.object({
  no_delivery: z.array(z.string()),
  no_cod: z.array(z.string()),
  zone_days: zoneDaysOf(z.object({ min: z.number().int(), max: z.number().int() })),
});
export type DeliveryRules = z.infer<typeof deliveryRulesSchema>;

/** `PUT /api/admin/delivery/`: the whole set of rules; repeated PIN codes count once. */
export const deliveryRulesInputSchema = z.object({
  no_delivery: pincodeRulesField,
  no_cod: pincodeRulesField,
  zone_days: zoneDaysOf(zoneDaysSchema),
});
export type DeliveryRulesInput = z.input<typeof deliveryRulesInputSchema>;
