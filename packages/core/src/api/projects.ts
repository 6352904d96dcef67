import { z } from 'zod';
import { PROJECT_CATEGORY_IDS, PROJECT_DIFFICULTIES } from '../rules/projects.js';
import { cartSchema } from './cart.js';
import { productSchema } from './catalog.js';
import { booleanParam, paginatedSchema, paginationQuerySchema } from './common.js';

/**
 * A project as lists show it, with its slug and category for links; its own page adds its steps and
 * parts (`projectDetailSchema`).
 */
export const projectSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  featured_image: z.string(),
  tags: z.array(z.string()),
  views_count: z.number().int(),
  /** e.g. "3 hours". */
  estimated_time: z.string(),
  difficulty_level: z.enum(PROJECT_DIFFICULTIES),
  is_featured: z.boolean(),
  category: z.enum(PROJECT_CATEGORY_IDS),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListSchema = paginatedSchema(projectSchema);
export type ProjectList = z.infer<typeof projectListSchema>;

export const projectListQuerySchema = paginationQuerySchema.extend({
  category: z.enum(PROJECT_CATEGORY_IDS, { message: 'Not a project category.' }).optional(),
  featured: booleanParam.optional(),
});
export type ProjectListParams = z.input<typeof projectListQuerySchema>;

export const projectStepSchema = z.object({ title: z.string(), body: z.string() });

/** One line of a project's parts list: a catalogue product (with its live price and stock) and how many the build needs. */
export const projectPartSchema = z.object({
  product: productSchema,
  quantity: z.number().int(),
  /** Rupees: price × quantity. */
  line_total: z.number(),
});
export type ProjectPart = z.infer<typeof projectPartSchema>;

export const projectDetailSchema = projectSchema.extend({
  steps: z.array(projectStepSchema),
  parts: z.array(projectPartSchema),
  /** Rupees: the whole parts list at today's prices. */
  parts_total: z.number(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

const partRefSchema = z.object({ product_id: z.number().int(), name: z.string(), quantity: z.number().int() });

/**
 * `POST /api/projects/{id}/add-to-cart/`: every part in stock is put in the cart with the quantity
 * the build needs (a part already in the cart is raised to that quantity, never doubled; a part
 * with too little stock gets what there is).
 */
export const addProjectPartsResultSchema = z.object({
  /** Parts put in the cart or raised, with the quantity now in the cart. */
  added: z.array(partRefSchema),
  /** Parts already in the cart in the quantity needed or more. */
  already_in_cart: z.array(partRefSchema),
  /** Parts with less stock than the build needs: what could be added. */
  short: z.array(partRefSchema),
  /** Parts that are out of stock or no longer sold: nothing added. */
  out_of_stock: z.array(partRefSchema.omit({ quantity: true })),
  /** One sentence for a toast, e.g. "Added 5 parts to your cart. Out of stock: BME280 Sensor." */
  detail: z.string(),
  cart: cartSchema,
});
export type AddProjectPartsResult = z.infer<typeof addProjectPartsResultSchema>;
