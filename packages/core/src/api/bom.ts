import { z } from 'zod';
import {
  BOM_COLUMN_ROLES,
  MAX_BOM_BUILDS,
  MAX_BOM_CHARACTERS,
  MAX_BOM_LINES,
  MAX_BOM_LIST_NAME,
} from '../rules/bom.js';
import { productSchema } from './catalog.js';
import { idParam, idSchema, text } from './common.js';

// A file that is not text (a spreadsheet's binary, a picture) has control characters a CSV never has.
const NOT_TEXT = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;
const NOT_A_PARTS_LIST =
  'This file is not a parts list we can read: save it as CSV (or export the BOM from KiCad) and try again.';

const buildsSchema = z.number().int().min(1).max(MAX_BOM_BUILDS);
const columnSchema = z.number().int().min(0).max(199).nullable();

/** For each role, the file's column (from 0) that holds it, or null; the customer's confirmation of the guess. */
export const bomColumnMappingSchema = z.object(
  Object.fromEntries(BOM_COLUMN_ROLES.map((role) => [role, columnSchema])) as Record<
    (typeof BOM_COLUMN_ROLES)[number],
    typeof columnSchema
  >,
);

/** `POST /api/bom/match/`: pasted lines or a file's text, and the columns when the customer confirmed them. */
export const bomMatchRequestSchema = z.object({
  text: z
    .string()
    .max(MAX_BOM_CHARACTERS, `A parts list may be at most ${MAX_BOM_CHARACTERS.toLocaleString('en-IN')} characters.`)
    .refine((value) => !NOT_TEXT.test(value), { message: NOT_A_PARTS_LIST, abort: true })
    .refine((value) => value.trim() !== '', { message: 'Paste some lines or choose a file.' }),
  mapping: bomColumnMappingSchema.optional(),
  builds: buildsSchema.default(1),
});
export type BomMatchRequest = z.input<typeof bomMatchRequestSchema>;

/** A catalogue product a line may be: its live price, stock and quantity price breaks. */
export const bomProductSchema = productSchema;
export type BomProduct = z.infer<typeof bomProductSchema>;

/** How sure the shop is that a line is the product it chose. */
export const BOM_CONFIDENCES = ['sure', 'likely', 'unsure', 'none'] as const;
export type BomConfidence = (typeof BOM_CONFIDENCES)[number];

/** A line as the file said it (same parts summed). */
export const bomSourceLineSchema = z.object({
  references: z.array(text().max(20)).max(MAX_BOM_LINES),
  quantity: z.number().int().min(1).max(100_000),
  part_number: text().max(200),
  value: text().max(200),
  footprint: text().max(200),
  description: text().max(500),
});
export type BomSourceLine = z.infer<typeof bomSourceLineSchema>;

export const bomLineSchema = bomSourceLineSchema.extend({
  /** The file's first line (from 1) that says this part. */
  position: z.number().int(),
  confidence: z.enum(BOM_CONFIDENCES),
  /** The product chosen for the line; null when none matched. */
  product: bomProductSchema.nullable(),
  /** Up to three other products the line may be. */
  alternatives: z.array(bomProductSchema),
  /** For a product short of what the build needs: one of the same category in stock, close in name. */
  substitute: bomProductSchema.nullable(),
});
export type BomLine = z.infer<typeof bomLineSchema>;

export const bomMatchSchema = z.object({
  /** The file's column names, or "Column 1"… when it has no header row. */
  columns: z.array(z.string()),
  /** The first rows under the header, for the customer to see what each column holds. */
  sample: z.array(z.array(z.string())),
  mapping: bomColumnMappingSchema,
  /** Whether the columns were guessed and should be confirmed. */
  mapping_unsure: z.boolean(),
  lines: z.array(bomLineSchema),
});
export type BomMatch = z.infer<typeof bomMatchSchema>;

/** `POST /api/bom/add-to-cart/`: the products chosen and how many of each the whole build needs. */
export const bomAddToCartSchema = z.object({
  lines: z
    .array(z.object({ product_id: idSchema, quantity: z.number().int().min(1).max(100_000) }))
    .min(1, 'Choose at least one part to add.')
    .max(MAX_BOM_LINES),
});
export type BomAddToCart = z.input<typeof bomAddToCartSchema>;

const listNameSchema = text()
  .trim()
  .min(1, 'Give the parts list a name.')
  .max(MAX_BOM_LIST_NAME, `A name may be at most ${MAX_BOM_LIST_NAME} characters.`);

/** A saved line: as the file said it, and the product the customer chose (null: none). */
export const savedBomLineSchema = bomSourceLineSchema.extend({ product_id: idSchema.nullable() });
export type SavedBomLine = z.infer<typeof savedBomLineSchema>;

const bomListFields = z.object({
  name: listNameSchema,
  builds: buildsSchema,
  lines: z.array(savedBomLineSchema).min(1, 'A parts list needs at least one line.').max(MAX_BOM_LINES),
});

export const bomListCreateSchema = bomListFields.extend({ builds: buildsSchema.default(1) });
export type BomListCreate = z.input<typeof bomListCreateSchema>;

/** A rename, a new build count or new lines; what is not sent is kept. */
export const bomListUpdateSchema = bomListFields
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change.' });
export type BomListUpdate = z.input<typeof bomListUpdateSchema>;

export const bomListSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  builds: z.number().int(),
  line_count: z.number().int(),
  updated_at: z.string(),
});
export type BomListSummary = z.infer<typeof bomListSummarySchema>;

export const bomListsSchema = z.object({ results: z.array(bomListSummarySchema) });
export type BomLists = z.infer<typeof bomListsSchema>;

/** A saved list, matched again: prices and stock as of now, the customer's choices kept. */
export const bomListSchema = bomListSummarySchema.extend({ lines: z.array(bomLineSchema) });
export type BomList = z.infer<typeof bomListSchema>;

export const bomListParamsSchema = z.object({ id: idParam });
