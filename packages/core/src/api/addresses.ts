import { z } from 'zod';
import { PINCODE_MESSAGE, PINCODE_PATTERN } from '../rules/delivery.js';
import { INDIAN_STATES } from '../rules/indian-states.js';
import { phoneField, REQUIRED } from './auth.js';
import { idParam, text } from './common.js';

export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = { home: 'Home', work: 'Work', other: 'Other' };

/** A customer keeps this many addresses at most: enough for home, work and family, not a mailing list. */
export const MAX_SAVED_ADDRESSES = 20;

const line = (max: number) =>
  text({ message: REQUIRED }).trim().max(max, `Ensure this field has no more than ${max} characters.`);
const requiredLine = (max: number) => line(max).min(1, REQUIRED);

/** Where a parcel goes: the fields every Indian courier label needs. */
export const shippingAddressSchema = z.object({
  name: requiredLine(100),
  phone: phoneField,
  line1: requiredLine(200),
  line2: line(200).default(''),
  city: requiredLine(100),
  state: z.enum(INDIAN_STATES, { message: 'Choose a state or union territory.' }),
  pincode: text({ message: REQUIRED }).trim().regex(PINCODE_PATTERN, PINCODE_MESSAGE),
});
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

export const addressInputSchema = shippingAddressSchema.extend({
  type: z.enum(ADDRESS_TYPES, { message: 'Choose home, work or other.' }).default('home'),
  /** Making this the default moves the mark from the previous one. */
  is_default: z.boolean().default(false),
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** E.164, e.g. +919876543210. */
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  type: z.enum(ADDRESS_TYPES),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListSchema = z.object({ results: z.array(addressSchema) });
export type AddressList = z.infer<typeof addressListSchema>;

export const addressParamsSchema = z.object({ id: idParam });

/** The address as one block of text: the order's printable address and the courier label. */
export function addressLines(address: ShippingAddress): string {
  return [address.name, address.line1, address.line2, `${address.city}, ${address.state} ${address.pincode}`]
    .filter((part) => part.trim() !== '')
    .join('\n');
}
