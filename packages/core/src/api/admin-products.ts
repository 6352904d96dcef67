import { z } from 'zod';
import { GST_RATES, HSN_CODE_PATTERN, STANDARD_GST_RATE } from '../rules/gst.js';
import { MAX_PRICE_BREAKS, type PriceBreak, priceBreakProblems } from '../rules/price-breaks.js';
import { LOW_STOCK_THRESHOLD } from '../store.js';
import { categoryRefSchema, priceBreakSchema, specificationSchema } from './catalog.js';
import { idSchema, multilineText, paginatedSchema, paginationQuerySchema, text } from './common.js';

const REQUIRED = 'This field is required.';
const maxLength = (n: number) => `Ensure this field has no more than ${n} characters.`;

/** Stock levels a staff member filters by: low is 1 to LOW_STOCK_THRESHOLD, as the storefront's "Only n left". */
export const ADMIN_STOCK_FILTERS = ['in', 'low', 'out'] as const;
export type AdminStockFilter = (typeof ADMIN_STOCK_FILTERS)[number];
export const ADMIN_STOCK_FILTER_LABELS: Record<AdminStockFilter, string> = {
  in: `In stock (more than ${LOW_STOCK_THRESHOLD})`,
  low: `Low (1–${LOW_STOCK_THRESHOLD})`,
  out: 'Out of stock',
};

export const ADMIN_PRODUCT_ORDERINGS = [
  'name',
  '-name',
  'price',
  '-price',
  'stock',
  '-stock',
  'created_at',
  '-created_at',
] as const;
export type AdminProductOrdering = (typeof ADMIN_PRODUCT_ORDERINGS)[number];
export const DEFAULT_ADMIN_PRODUCT_ORDERING: AdminProductOrdering = '-created_at';

/** The filters of the product list, shared by the list and the CSV export. */
export const adminProductFiltersSchema = z.object({
  /** Words in the name, slug or brand. */
  q: text().trim().max(200, maxLength(200)).optional(),
  category: z.coerce
    .number({ message: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .pipe(idSchema)
    .optional(),
  brand: text().trim().min(1).max(100, maxLength(100)).optional(),
  active: z.enum(['true', 'false'], { message: 'Must be true or false.' }).optional(),
  stock: z.enum(ADMIN_STOCK_FILTERS, { message: 'Choose in, low or out.' }).optional(),
  ordering: z
    .enum(ADMIN_PRODUCT_ORDERINGS, { message: `Choose one of ${ADMIN_PRODUCT_ORDERINGS.join(', ')}.` })
    .default(DEFAULT_ADMIN_PRODUCT_ORDERING),
});
export type AdminProductFilters = z.output<typeof adminProductFiltersSchema>;

/** `GET /api/admin/products/`. */
export const adminProductListQuerySchema = paginationQuerySchema.extend(adminProductFiltersSchema.shape);
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

/** A product as the back office sees it: every field the editor changes, and the stock it shows. */
export const adminProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  category: categoryRefSchema,
  /** Rupees. */
  price: z.number(),
  original_price: z.number().nullable(),
  /** Cheaper unit prices from some quantities on, in rupees, by rising quantity. */
  price_breaks: z.array(priceBreakSchema),
  description: z.string(),
  specifications: z.array(specificationSchema),
  is_featured: z.boolean(),
  is_active: z.boolean(),
  datasheet_url: z.string().nullable(),
  /** What makers use it for: searched, and shown on its page. */
  uses: z.array(z.string()),
  /** The HSN code printed on its tax invoices. */
  hsn_code: z.string(),
  /** GST percent included in the price. */
  gst_rate: z.number().int(),
  /** Read-only here: it changes only through a stock adjustment. */
  stock: z.number().int(),
  /** The first picture, if it has any. */
  image: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductPageSchema = paginatedSchema(adminProductSchema);

/** Lower-case letters, digits and single hyphens; not digits alone, which would read as an id. */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const productSlugField = text({ message: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(200, maxLength(200))
  .regex(PRODUCT_SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens, such as arduino-uno-r3.')
  .refine((slug) => !/^\d+$/.test(slug), 'A slug needs at least one letter: digits alone read as a product id.');

/** A slug made from a name, for the editor to suggest: "Arduino Uno R3" → "arduino-uno-r3". */
export function suggestProductSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
}

/** The largest price that fits the database's integer paise. */
export const MAX_PRODUCT_PRICE_RUPEES = 9_999_999.99;

const rupeesField = z
  .number({ message: 'Enter an amount in rupees.' })
  .refine((value) => Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'Enter an amount with at most two decimals.',
    abort: true,
  })
  .min(0.01, 'The price must be more than zero.')
  .max(MAX_PRODUCT_PRICE_RUPEES, `The price must be at most ₹${MAX_PRODUCT_PRICE_RUPEES}.`);

export const specificationRowSchema = z.object({
  name: text({ message: REQUIRED })
    .trim()
    .min(1, 'Name the specification.')
    .max(100, maxLength(100))
    // The CSV file writes a specification as "Name: Value", one per line.
    .refine((name) => !name.includes(':'), 'A specification name cannot contain a colon.'),
  value: text({ message: REQUIRED }).trim().min(1, 'Give the specification a value.').max(300, maxLength(300)),
});
export type SpecificationRowInput = z.input<typeof specificationRowSchema>;

export const MAX_SPECIFICATIONS = 50;

const specificationsField = z
  .array(specificationRowSchema, { message: 'Give the specifications as a list.' })
  .max(MAX_SPECIFICATIONS, `A product has at most ${MAX_SPECIFICATIONS} specifications.`)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const key = row.name.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `“${row.name}” is already listed above.` });
      }
      seen.add(key);
    });
  });

const datasheetField = text()
  .trim()
  .max(500, maxLength(500))
  .refine((value) => value === '' || isWebAddress(value), 'Enter a full web address starting with https:// or http://.')
  .transform((value) => (value === '' ? null : value))
  .nullable();

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const MAX_PRODUCT_USES = 8;
export const PRODUCT_USE_LENGTH = { min: 2, max: 40 } as const;
/** Separates a product's uses in a CSV cell: "obstacle avoidance robot|distance measuring". */
export const PRODUCT_CSV_USES_SEPARATOR = '|';

/** Why one use (already trimmed) is refused, naming it, since the messages of a list share one field. */
function useProblem(use: string): string | undefined {
  if (use.length < PRODUCT_USE_LENGTH.min) {
    return use === ''
      ? 'A use cannot be empty: remove the empty one.'
      : `“${use}” is too short: a use has ${PRODUCT_USE_LENGTH.min} to ${PRODUCT_USE_LENGTH.max} characters.`;
  }
  if (use.length > PRODUCT_USE_LENGTH.max) {
    return `“${use.slice(0, 20)}…” is too long: a use has ${PRODUCT_USE_LENGTH.min} to ${PRODUCT_USE_LENGTH.max} characters.`;
  }
  if (use.includes(PRODUCT_CSV_USES_SEPARATOR)) {
    return `“${use}” contains “${PRODUCT_CSV_USES_SEPARATOR}”, which the CSV file uses between uses: write it as two.`;
  }
  return undefined;
}

/** What makers use a part for, as short phrases ("obstacle avoidance robot"), each once. */
const usesField = z
  .array(text({ message: 'Write each use as text.' }).trim(), { message: 'Give the uses as a list.' })
  .max(MAX_PRODUCT_USES, `A product has at most ${MAX_PRODUCT_USES} uses.`)
  .superRefine((uses, ctx) => {
    const seen = new Set<string>();
    uses.forEach((use, index) => {
      const key = use.toLowerCase();
      const problem = useProblem(use) ?? (seen.has(key) ? `“${use}” is listed twice.` : undefined);
      if (problem) ctx.addIssue({ code: 'custom', path: [index], message: problem });
      seen.add(key);
    });
  });

/** One row of the editor's price breaks: from how many units, at what unit price in rupees. */
export const priceBreakRowSchema = z.object({
  min_quantity: z.number({ message: 'Enter a number of units.' }).int('Enter a whole number of units.'),
  price: rupeesField,
});

/** Rising quantities with falling prices, checked against the product's price where both are known. */
const priceBreaksField = z
  .array(priceBreakRowSchema, { message: 'Give the price breaks as a list.' })
  .max(MAX_PRICE_BREAKS, `A product has at most ${MAX_PRICE_BREAKS} price breaks.`);

/** Adds an issue on each refused break's row, checked against the product's own price. */
export function checkPriceBreaks(price: number, breaks: readonly PriceBreak[], ctx: z.RefinementCtx): void {
  for (const [index, message] of priceBreakProblems(price, breaks)) {
    ctx.addIssue({ code: 'custom', path: ['price_breaks', index], message });
  }
}

const hsnCodeField = text({ message: REQUIRED })
  .trim()
  .min(1, 'Enter the HSN code printed on its tax invoices.')
  .regex(HSN_CODE_PATTERN, 'Enter an HSN code of 4, 6 or 8 digits, such as 8473 or 854143.');

const gstRateField = z.literal(GST_RATES, { message: `Choose a GST rate of ${GST_RATES.join(', ')} percent.` });

/** Every field a staff member edits; stock is not one of them (a new product starts at 0). */
const productFields = z.object({
  name: text({ message: REQUIRED }).trim().min(1, REQUIRED).max(200, maxLength(200)),
  slug: productSlugField,
  brand: text({ message: REQUIRED }).trim().min(1, REQUIRED).max(100, maxLength(100)),
  category: idSchema,
  price: rupeesField,
  /** The MRP, shown struck through; none when the product is not discounted. */
  original_price: rupeesField.nullable(),
  description: multilineText().trim().max(5_000, maxLength(5_000)),
  specifications: specificationsField,
  is_featured: z.boolean({ message: 'Must be true or false.' }),
  is_active: z.boolean({ message: 'Must be true or false.' }),
  datasheet_url: datasheetField,
  uses: usesField,
  price_breaks: priceBreaksField,
  hsn_code: hsnCodeField,
  gst_rate: gstRateField,
});

export const PRODUCT_MRP_BELOW_PRICE = 'The MRP must be at least the price.';

/** Whether a product's MRP (shown struck through) is below its price, which the shop refuses. */
export function mrpBelowPrice(product: { price: number; original_price: number | null }): boolean {
  return product.original_price !== null && product.original_price < product.price;
}

/** `POST /api/admin/products/`. */
export const productInputSchema = productFields
  .extend({
    original_price: productFields.shape.original_price.default(null),
    description: productFields.shape.description.default(''),
    specifications: productFields.shape.specifications.default([]),
    is_featured: productFields.shape.is_featured.default(false),
    is_active: productFields.shape.is_active.default(true),
    datasheet_url: productFields.shape.datasheet_url.default(null),
    uses: productFields.shape.uses.default([]),
    price_breaks: productFields.shape.price_breaks.default([]),
    gst_rate: productFields.shape.gst_rate.default(STANDARD_GST_RATE),
  })
  .superRefine((product, ctx) => {
    if (mrpBelowPrice(product))
      ctx.addIssue({ code: 'custom', path: ['original_price'], message: PRODUCT_MRP_BELOW_PRICE });
    checkPriceBreaks(product.price, product.price_breaks, ctx);
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

/**
 * `PATCH /api/admin/products/{id}/`: any of the fields; the MRP and the price breaks are checked
 * against the price after merging (here too when both come together).
 */
export const productPatchSchema = productFields
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Send at least one field to change.',
    path: ['non_field_errors'],
  })
  .superRefine((patch, ctx) => {
    if (patch.price !== undefined && patch.price_breaks !== undefined) {
      checkPriceBreaks(patch.price, patch.price_breaks, ctx);
    }
  });
export type ProductPatch = z.output<typeof productPatchSchema>;

export const PRODUCT_BULK_ACTIONS = ['activate', 'deactivate', 'set_category'] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];
export const MAX_BULK_PRODUCTS = 500;

/** `POST /api/admin/products/bulk/`: one change to many products. */
export const productBulkSchema = z
  .object({
    action: z.enum(PRODUCT_BULK_ACTIONS, { message: 'Choose activate, deactivate or set_category.' }),
    ids: z
      .array(idSchema, { message: 'Give the product ids as a list.' })
      .min(1, 'Select at least one product.')
      .max(MAX_BULK_PRODUCTS, `Select at most ${MAX_BULK_PRODUCTS} products at a time.`),
    /** For set_category. */
    category: idSchema.optional(),
  })
  .superRefine((bulk, ctx) => {
    if (bulk.action === 'set_category' && bulk.category === undefined) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'Choose the category to move the products to.' });
    }
  });
export type ProductBulkInput = z.input<typeof productBulkSchema>;

export const productBulkResultSchema = z.object({
  /** Products that changed; those already so are left alone. */
  updated: z.number().int(),
});
export type ProductBulkResult = z.infer<typeof productBulkResultSchema>;

/** What the editor and the filters choose from: every category (hidden ones too) and the brands in use. */
export const productChoicesSchema = z.object({
  categories: z.array(categoryRefSchema.extend({ is_active: z.boolean() })),
  brands: z.array(z.string()),
});
export type ProductChoices = z.infer<typeof productChoicesSchema>;

/** The columns of the products CSV file, in the order of an export. */
export const PRODUCT_CSV_COLUMNS = [
  'slug',
  'name',
  'brand',
  'category',
  'price',
  'original_price',
  'description',
  'specifications',
  'is_featured',
  'is_active',
  'datasheet_url',
  'uses',
  'price_breaks',
  'hsn_code',
  'gst_rate',
  'stock',
  'stock_change',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
/**
 * Written by an export for reference; an import reads past it. Stock moves by `stock_change`, so a
 * file exported before some sales cannot put the sold units back.
 */
export const READ_ONLY_PRODUCT_CSV_COLUMNS: readonly ProductCsvColumn[] = ['stock'];

/**
 * A cell an import reads as "empty this field"; a blank cell keeps what the product has, so a file
 * of a few columns (or a spreadsheet that lost a long cell) never wipes a description by accident.
 */
export const PRODUCT_CSV_CLEAR = '-';
/** The columns a product may have empty, which `PRODUCT_CSV_CLEAR` empties. */
export const CLEARABLE_PRODUCT_CSV_COLUMNS = [
  'original_price',
  'description',
  'specifications',
  'datasheet_url',
  'uses',
  'price_breaks',
] as const satisfies readonly ProductCsvColumn[];
/** Between a product's price breaks in a CSV cell, and between a break's quantity and price: "10:90|50:80". */
export const PRODUCT_CSV_BREAKS_SEPARATOR = '|';
export const PRODUCT_CSV_BREAK_PRICE_SEPARATOR = ':';
export const MAX_PRODUCT_IMPORT_ROWS = 10_000;
/** About 10,000 rows of long descriptions. */
export const MAX_PRODUCT_IMPORT_CHARACTERS = 8_000_000;

/** `POST /api/admin/products/import/`: the file's text; with `dry_run`, only the report. */
export const productImportSchema = z.object({
  csv: z
    .string({ message: 'Choose a CSV file.' })
    .min(1, 'The file is empty.')
    .max(MAX_PRODUCT_IMPORT_CHARACTERS, 'The file is too large: split it into files of at most 10,000 rows.'),
  dry_run: z.boolean({ message: 'Must be true or false.' }).default(true),
});
export type ProductImportInput = z.input<typeof productImportSchema>;

export const PRODUCT_IMPORT_OUTCOMES = ['create', 'update', 'unchanged', 'error'] as const;
export type ProductImportOutcome = (typeof PRODUCT_IMPORT_OUTCOMES)[number];

export const productImportErrorSchema = z.object({
  /** The CSV column the message is about; null for the row as a whole. */
  column: z.string().nullable(),
  message: z.string(),
});

export const productImportRowSchema = z.object({
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: z.number().int(),
  slug: z.string(),
  outcome: z.enum(PRODUCT_IMPORT_OUTCOMES),
  /** Per changed field, its value before (null for a new product) and after, as the CSV writes them. */
  changes: z.record(z.string(), z.object({ before: z.string().nullable(), after: z.string() })),
  errors: z.array(productImportErrorSchema),
});
export type ProductImportRow = z.infer<typeof productImportRowSchema>;

export const productImportReportSchema = z.object({
  dry_run: z.boolean(),
  /** Whether the products were written: never on a dry run, nor when any row has an error. */
  applied: z.boolean(),
  summary: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
  /** Columns of the file that an import does not read (stock), to say so on the report. */
  ignored_columns: z.array(z.string()),
  /** Problems with the file as a whole (its header), with row 1 as their row. */
  file_errors: z.array(productImportErrorSchema),
  rows: z.array(productImportRowSchema),
});
export type ProductImportReport = z.infer<typeof productImportReportSchema>;
