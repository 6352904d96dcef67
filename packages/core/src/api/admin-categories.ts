import { z } from 'zod';
import { idSchema, multilineText, text } from './common.js';

const REQUIRED = 'This field is required.';
const maxLength = (n: number) => `Ensure this field has no more than ${n} characters.`;

export const MAX_CATEGORY_NAME_LENGTH = 100;
export const MAX_CATEGORY_DESCRIPTION_LENGTH = 1000;
/** Room for one emoji, however many code points it is written with (🌡️ is two). */
export const MAX_CATEGORY_ICON_LENGTH = 16;

/** A category in the back office: hidden ones too, with how many products (active or not) it holds. */
export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  products_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** Every category, in the order the shop shows them. */
export const adminCategoryListSchema = z.object({ results: z.array(adminCategorySchema) });
export type AdminCategoryList = z.infer<typeof adminCategoryListSchema>;

/** Lower-case letters, digits and single hyphens; not digits alone, which would read as a category id. */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const categoryFields = {
  name: text({ message: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(MAX_CATEGORY_NAME_LENGTH, maxLength(MAX_CATEGORY_NAME_LENGTH)),
  slug: text({ message: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(100, maxLength(100))
    .regex(CATEGORY_SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens, such as motor-drivers.')
    .refine((slug) => !/^\d+$/.test(slug), 'A slug needs at least one letter: digits alone read as a category id.'),
  description: multilineText().trim().max(MAX_CATEGORY_DESCRIPTION_LENGTH, maxLength(MAX_CATEGORY_DESCRIPTION_LENGTH)),
  /** An emoji shown beside the name in menus; blank for none. */
  icon: text()
    .trim()
    .max(MAX_CATEGORY_ICON_LENGTH, maxLength(MAX_CATEGORY_ICON_LENGTH))
    .transform((icon) => (icon === '' ? null : icon))
    .nullable(),
  is_active: z.boolean({ message: 'Must be true or false.' }),
};

/** `POST /api/admin/categories/`: a new category goes last in the order. */
export const categoryCreateSchema = z.object({
  name: categoryFields.name,
  slug: categoryFields.slug,
  description: categoryFields.description.default(''),
  icon: categoryFields.icon.default(null),
  is_active: categoryFields.is_active.default(true),
});
export type CategoryCreateInput = z.input<typeof categoryCreateSchema>;
export type CategoryCreateValues = z.output<typeof categoryCreateSchema>;

/** `PATCH /api/admin/categories/{id}/`: the fields given change; `is_active: false` hides it from the shop. */
export const categoryUpdateSchema = z
  .object(categoryFields)
  .partial()
  .refine((input) => Object.keys(input).length > 0, 'Give at least one field to change.');
export type CategoryUpdateInput = z.input<typeof categoryUpdateSchema>;
export type CategoryUpdateValues = z.output<typeof categoryUpdateSchema>;

/** `PUT /api/admin/categories/order/`: every category's id, in the order the shop shows them. */
export const categoryOrderSchema = z.object({
  ids: z
    .array(idSchema, { message: 'Give the category ids as a list.' })
    .min(1, 'Give the category ids as a list.')
    .max(10_000)
    .refine((ids) => new Set(ids).size === ids.length, 'Each category may appear only once.'),
});
export type CategoryOrderInput = z.input<typeof categoryOrderSchema>;
