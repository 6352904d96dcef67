import { z } from 'zod';
import { cartSchema } from './cart.js';
import { productSchema } from './catalog.js';
import { booleanParam, paginatedSchema, paginationQuerySchema } from './common.js';

/** The six project categories the /projects page offers as cards; their ids are the URL segment. */
export const PROJECT_CATEGORIES = [
  { id: 'iot-projects', name: 'IoT Projects', description: 'Connected sensors, dashboards and home devices.' },
  { id: 'robotics-projects', name: 'Robotics Projects', description: 'Robots that drive, follow, grip and avoid.' },
  { id: 'arduino-projects', name: 'Arduino Projects', description: 'First builds and clever gadgets on Arduino.' },
  {
    id: 'raspberry-pi-projects',
    name: 'Raspberry Pi Projects',
    description: 'Servers, cameras and media on a tiny Linux computer.',
  },
  { id: 'sensor-projects', name: 'Sensor Projects', description: 'Measure the world: air, light, distance, motion.' },
  {
    id: 'automation-projects',
    name: 'Automation Projects',
    description: 'Relays, timers and controllers that do the chores.',
  },
] as const;
export type ProjectCategoryId = (typeof PROJECT_CATEGORIES)[number]['id'];
export const PROJECT_CATEGORY_IDS = PROJECT_CATEGORIES.map((c) => c.id) as [ProjectCategoryId, ...ProjectCategoryId[]];

export const PROJECT_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;

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
