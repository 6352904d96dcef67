import {
  type AdminProductFilters,
  CLEARABLE_PRODUCT_CSV_COLUMNS,
  MAX_PRODUCT_IMPORT_ROWS,
  MAX_STOCK_CHANGE,
  mrpBelowPrice,
  PRODUCT_CSV_BREAK_PRICE_SEPARATOR,
  PRODUCT_CSV_BREAKS_SEPARATOR,
  PRODUCT_CSV_CLEAR,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_USES_SEPARATOR,
  PRODUCT_MRP_BELOW_PRICE,
  type PriceBreak,
  type ProductCsvColumn,
  type ProductImportInput,
  type ProductImportReport,
  type ProductImportRow,
  productInputSchema,
  productSlugField,
  READ_ONLY_PRODUCT_CSV_COLUMNS,
  type Specification,
} from '@makerbazaar/core';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Database, Queryable, Transaction } from '../../db/client.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { conflict } from '../../lib/errors.js';
import { guardFormula, unguardFormula } from '../../lib/spreadsheet-cells.js';
import type { AuditActor } from '../audit/audit.service.js';
import { changeStock, lockStock, type StockChange, staffActor } from '../stock/stock.service.js';
import { toAdminProduct } from './product-admin.presenter.js';
import {
  type AdminProductRecord,
  allAdminProducts,
  allCategories,
  applyProductChanges,
  type CategoryChoice,
  contentFromValues,
  contentOf,
  insertProducts,
  type ProductContent,
  productsBySlug,
} from './product-admin.service.js';

type EditableColumn = Exclude<ProductCsvColumn, 'stock' | 'stock_change'>;
type Cells = Record<EditableColumn, string>;

/** Rupees as a spreadsheet reads them back: 1299 or 1299.50, no grouping. */
function rupeesCell(paise: number | null): string {
  if (paise === null) return '';
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** One "Name: Value" a line: readable in a spreadsheet cell, and what the import reads. */
function specificationsCell(specifications: Specification[]): string {
  return specifications.map((s) => `${s.name}: ${s.value}`).join('\n');
}

/** "10:90|50:80": from 10 units ₹90 each, from 50 ₹80, as the import reads them back. */
function priceBreaksCell(breaks: PriceBreak[]): string {
  return breaks
    .map((step) => `${step.min_quantity}${PRODUCT_CSV_BREAK_PRICE_SEPARATOR}${rupeesCell(step.price)}`)
    .join(PRODUCT_CSV_BREAKS_SEPARATOR);
}

function cellsOf(content: ProductContent, categorySlugs: Map<number, string>): Cells {
  return {
    slug: content.slug,
    name: content.name,
    brand: content.brand,
    category: categorySlugs.get(content.categoryId) ?? '',
    price: rupeesCell(content.pricePaise),
    original_price: rupeesCell(content.originalPricePaise),
    description: content.description,
    specifications: specificationsCell(content.specifications),
    is_featured: String(content.isFeatured),
    is_active: String(content.isActive),
    datasheet_url: content.datasheetUrl ?? '',
    uses: content.uses.join(PRODUCT_CSV_USES_SEPARATOR),
    price_breaks: priceBreaksCell(content.priceBreaks),
    hsn_code: content.hsnCode,
    gst_rate: String(content.gstRate),
  };
}

/**
 * The products the filters pick as CSV, with a byte-order mark so spreadsheet programs read the
 * file as UTF-8 (Hindi and Tamil names stay readable). The stock column is for reference; stock moves
 * by what an import finds in stock_change.
 */
export async function exportProductsCsv(db: Queryable, filters: AdminProductFilters): Promise<string> {
  const records = await allAdminProducts(db, filters);
  const slugs = new Map(records.map((r) => [r.categoryId, r.categorySlug]));
  return stringify(
    // stock_change is left blank: importing an export changes no stock.
    records.map((record) => ({ ...cellsOf(contentOf(record), slugs), stock: String(record.stock), stock_change: '' })),
    {
      header: true,
      columns: [...PRODUCT_CSV_COLUMNS],
      bom: true,
      record_delimiter: 'windows',
      cast: { string: guardFormula },
    },
  );
}

interface CsvRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  cells: string[];
}

interface ReadFile {
  columns: (ProductCsvColumn | undefined)[];
  rows: CsvRow[];
  ignored: ProductCsvColumn[];
  fileErrors: ProductImportRow['errors'];
}

const fileError = (message: string) => ({ column: null, message });

/** Parses the file and its header; a file that cannot be read says where, with no rows. */
function readFile(csv: string): ReadFile {
  const empty = { columns: [], rows: [], ignored: [] };
  let records: string[][];
  try {
    records = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = 'lines' in error && typeof error.lines === 'number' ? ` near line ${error.lines}` : '';
    return {
      ...empty,
      fileErrors: [
        fileError(
          `The file could not be read as CSV${line}: ${error.message.replace(/^Invalid Record Length: |\.$/g, '')}. ` +
            'Check that every quote that opens a cell also closes it.',
        ),
      ],
    };
  }
  const [header, ...body] = records;
  if (!header) return { ...empty, fileErrors: [fileError('The file is empty.')] };
  const names = header.map((name) => name.trim().toLowerCase());
  const fileErrors: ProductImportRow['errors'] = [];
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  for (const [i, name] of names.entries()) {
    if (!known.has(name)) {
      fileErrors.push({
        column: name || `column ${i + 1}`,
        message: `Unknown column “${name}”. The columns are: ${PRODUCT_CSV_COLUMNS.join(', ')}.`,
      });
    } else if (names.indexOf(name) !== i) {
      fileErrors.push({ column: name, message: `The column “${name}” appears twice.` });
    }
  }
  if (!names.includes('slug')) {
    fileErrors.push({ column: 'slug', message: 'The file needs a slug column: it says which product each row is.' });
  }
  if (body.length > MAX_PRODUCT_IMPORT_ROWS) {
    fileErrors.push(
      fileError(
        `The file has ${body.length} rows; an import takes at most ${MAX_PRODUCT_IMPORT_ROWS}. Split it into smaller files.`,
      ),
    );
  }
  const columns = names.map((name) => (known.has(name) ? (name as ProductCsvColumn) : undefined));
  return {
    columns,
    ignored: READ_ONLY_PRODUCT_CSV_COLUMNS.filter((column) => columns.includes(column)),
    // A blank line keeps its number but is no product.
    rows: body
      .map((cells, i) => ({ row: i + 2, cells: cells.map(unguardFormula) }))
      .filter(({ cells }) => cells.some((c) => c.trim() !== '')),
    fileErrors,
  };
}

type RowError = ProductImportRow['errors'][number];

function parseRupees(cell: string, column: string, errors: RowError[]): number | null | undefined {
  const value = cell.replace(/[₹,\s]/g, '');
  if (value === '') return null;
  if (!/^\d+(\.\d+)?$/.test(value)) {
    errors.push({ column, message: `“${cell}” is not an amount in rupees: write it as 1299 or 1299.50.` });
    return undefined;
  }
  return Number(value);
}

const TRUE = new Set(['true', 'yes', '1']);
const FALSE = new Set(['false', 'no', '0']);

function parseFlag(cell: string, column: string, errors: RowError[]): boolean | undefined {
  const value = cell.trim().toLowerCase();
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  errors.push({ column, message: `Write true or false, not “${cell}”.` });
  return undefined;
}

const WHOLE_UNITS = /^[+-]?\d+$/;

/** Units to add to the shelf (negative: to take), or undefined for a blank cell or a refused one. */
function parseStockChange(cell: string, errors: RowError[]): number | undefined {
  const value = cell.replace(/[\s,]/g, '');
  if (value === '') return undefined;
  const change = Number(value);
  if (!WHOLE_UNITS.test(value) || Math.abs(change) > MAX_STOCK_CHANGE) {
    errors.push({
      column: 'stock_change',
      message: `Write the units to add, such as 20, or to take, such as -3 (at most ${MAX_STOCK_CHANGE} either way), not “${cell}”.`,
    });
    return undefined;
  }
  return change === 0 ? undefined : change;
}

const PRICE_BREAK_CELL = /^(\d+)\+?:₹?(\d+(?:\.\d+)?)$/;

/** "10:90|50:80" as breaks in rupees; the input schema checks their order against the price. */
function parsePriceBreaks(cell: string, errors: RowError[]): PriceBreak[] | undefined {
  const breaks: PriceBreak[] = [];
  for (const part of cell.split(PRODUCT_CSV_BREAKS_SEPARATOR)) {
    const written = part.replace(/[\s,]/g, '');
    if (written === '') continue;
    const match = PRICE_BREAK_CELL.exec(written);
    if (!match) {
      errors.push({
        column: 'price_breaks',
        message: `“${part.trim()}” is not a price break: write each as units:price, such as 10:90|50:80.`,
      });
      return undefined;
    }
    breaks.push({ min_quantity: Number(match[1]), price: Number(match[2]) });
  }
  return breaks;
}

function parseSpecifications(cell: string, errors: RowError[]): Specification[] | undefined {
  const lines = cell.split(/\r?\n/).filter((line) => line.trim() !== '');
  const specifications: Specification[] = [];
  for (const [i, line] of lines.entries()) {
    const colon = line.indexOf(':');
    if (colon < 0) {
      errors.push({
        column: 'specifications',
        message: `Line ${i + 1} (“${line.trim()}”) needs a name and a value as “Name: Value”.`,
      });
      return undefined;
    }
    specifications.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return specifications;
}

interface CategoryLookup {
  find(cell: string): CategoryChoice | undefined;
  slugs: Map<number, string>;
}

function categoryLookup(all: CategoryChoice[]): CategoryLookup {
  const bySlug = new Map(all.map((c) => [c.slug.toLowerCase(), c]));
  const byName = new Map(all.map((c) => [c.name.toLowerCase(), c]));
  return {
    find: (cell) => bySlug.get(cell.trim().toLowerCase()) ?? byName.get(cell.trim().toLowerCase()),
    slugs: new Map(all.map((c) => [c.id, c.slug])),
  };
}

/** The product fields as the input schema takes them, from a product as it is. */
function valuesOf(record: AdminProductRecord) {
  const { id, category, stock, image, created_at, updated_at, ...fields } = toAdminProduct(record);
  return { ...fields, category: category.id };
}

/** Which CSV column an input field's message belongs to. */
const COLUMN_OF_FIELD: Record<string, EditableColumn> = {
  name: 'name',
  slug: 'slug',
  brand: 'brand',
  category: 'category',
  price: 'price',
  original_price: 'original_price',
  description: 'description',
  specifications: 'specifications',
  is_featured: 'is_featured',
  is_active: 'is_active',
  datasheet_url: 'datasheet_url',
  uses: 'uses',
  price_breaks: 'price_breaks',
  hsn_code: 'hsn_code',
  gst_rate: 'gst_rate',
};

const NEEDED_FOR_NEW: EditableColumn[] = ['name', 'brand', 'category', 'price', 'hsn_code'];

/** A row to write: a new product or changes to one, and the units its stock_change moves, if any. */
type Operation = { stockChange: number | undefined } & (
  | { kind: 'create'; content: ProductContent }
  | { kind: 'update'; before: AdminProductRecord; changes: Partial<ProductContent> }
);

const CLEARABLE = new Set<string>(CLEARABLE_PRODUCT_CSV_COLUMNS);
/** What a cleared column holds: no MRP, no datasheet, an empty description, specification or use list. */
const CLEARED: Record<(typeof CLEARABLE_PRODUCT_CSV_COLUMNS)[number], unknown> = {
  original_price: null,
  description: '',
  specifications: [],
  datasheet_url: null,
  uses: [],
  price_breaks: [],
};
const columnOrder = (column: string | null) =>
  column === null ? -1 : PRODUCT_CSV_COLUMNS.indexOf(column as ProductCsvColumn);

interface Plan {
  report: ProductImportReport;
  operations: Operation[];
}

/** Reads every row against the catalogue as it is in `db`, and says what importing it would do. */
async function planImport(db: Queryable, csv: string, dryRun: boolean): Promise<Plan> {
  const file = readFile(csv);
  const report: ProductImportReport = {
    dry_run: dryRun,
    applied: false,
    summary: { create: 0, update: 0, unchanged: 0, error: 0 },
    ignored_columns: file.ignored,
    file_errors: file.fileErrors,
    rows: [],
  };
  if (file.fileErrors.length > 0) return { report, operations: [] };

  const slugColumn = file.columns.indexOf('slug');
  const categories = categoryLookup(await allCategories(db));
  const existing = await productsBySlug(db, [
    ...new Set(file.rows.map(({ cells }) => (cells[slugColumn] ?? '').trim()).filter(Boolean)),
  ]);
  const firstRowOfSlug = new Map<string, number>();
  const operations: Operation[] = [];

  for (const { row, cells } of file.rows) {
    const slugCell = (cells[slugColumn] ?? '').trim();
    const entry: ProductImportRow = { row, slug: slugCell, outcome: 'error', changes: {}, errors: [] };
    report.rows.push(entry);
    const errors = entry.errors;
    // Every check runs whatever the others found, so a dry run reports all of a row's errors at once.
    if (cells.length !== file.columns.length) {
      errors.push({
        column: null,
        message: `This row has ${cells.length} cells but the header has ${file.columns.length}: check for a missing or extra comma.`,
      });
    }
    const slug = productSlugField.safeParse(slugCell);
    if (!slug.success) errors.push({ column: 'slug', message: slug.error.issues[0]?.message ?? 'Invalid slug.' });
    const earlier = firstRowOfSlug.get(slugCell);
    if (earlier !== undefined) {
      errors.push({ column: 'slug', message: `Row ${earlier} has this slug too: a product appears once in a file.` });
    } else if (slugCell) {
      firstRowOfSlug.set(slugCell, row);
    }

    const before = existing.get(slugCell);
    const given: Record<string, unknown> = {};
    const cellOf = (column: ProductCsvColumn): string | undefined => {
      const index = file.columns.indexOf(column);
      return index < 0 ? undefined : (cells[index] ?? '');
    };
    for (const column of Object.values(COLUMN_OF_FIELD)) {
      const cell = cellOf(column);
      // A blank cell keeps what the product has (a new one: its default).
      if (cell === undefined || column === 'slug' || cell.trim() === '') continue;
      if (cell.trim() === PRODUCT_CSV_CLEAR) {
        if (CLEARABLE.has(column)) given[column] = CLEARED[column as keyof typeof CLEARED];
        else
          errors.push({
            column,
            message: `“${PRODUCT_CSV_CLEAR}” empties a column, but a product always has a ${column}.`,
          });
        continue;
      }
      switch (column) {
        case 'category': {
          const category = categories.find(cell);
          if (category) given.category = category.id;
          else errors.push({ column, message: `No category has the slug or name “${cell.trim()}”.` });
          break;
        }
        case 'price':
        case 'original_price': {
          const rupees = parseRupees(cell, column, errors);
          if (rupees !== undefined) given[column] = rupees;
          break;
        }
        case 'specifications': {
          const specifications = parseSpecifications(cell, errors);
          if (specifications) given.specifications = specifications;
          break;
        }
        case 'uses':
          // A stray separator ("a||b", "a|") adds no use; each use is checked by the input schema.
          given.uses = cell.split(PRODUCT_CSV_USES_SEPARATOR).filter((use) => use.trim() !== '');
          break;
        case 'price_breaks': {
          const breaks = parsePriceBreaks(cell, errors);
          if (breaks) given.price_breaks = breaks;
          break;
        }
        case 'gst_rate':
          given.gst_rate = Number(cell.trim().replace(/%$/, ''));
          break;
        case 'is_featured':
        case 'is_active': {
          const flag = parseFlag(cell, column, errors);
          if (flag !== undefined) given[column] = flag;
          break;
        }
        default:
          given[column] = cell;
      }
    }
    const stockCell = cellOf('stock_change');
    const stockChange = stockCell === undefined ? undefined : parseStockChange(stockCell, errors);
    const stockBefore = before?.stock ?? 0;
    if (stockChange !== undefined && stockBefore + stockChange < 0) {
      errors.push({
        column: 'stock_change',
        message: before
          ? `Only ${stockBefore} in stock: taking ${-stockChange} would leave less than none.`
          : 'A new product starts with no stock: write the units to add.',
      });
    }
    if (!before) {
      for (const column of NEEDED_FOR_NEW) {
        const cell = cellOf(column);
        if (cell === undefined) {
          errors.push({ column, message: `A new product needs a ${column}: add a ${column} column to the file.` });
        } else if (cell.trim() === '' && !errors.some((e) => e.column === column)) {
          errors.push({ column, message: `A new product needs a ${column}.` });
        }
      }
    }

    const values = { ...(before ? valuesOf(before) : {}), ...given, slug: slugCell };
    const parsed = productInputSchema.safeParse(values);
    if (!parsed.success) {
      // A column already refused (or left out of a new product) is not told off twice.
      const refused = new Set(errors.map((e) => e.column));
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const column = COLUMN_OF_FIELD[String(field)] ?? null;
        if (refused.has(column)) continue;
        const where =
          column === 'specifications' && typeof index === 'number'
            ? `Line ${index + 1}: `
            : column === 'price_breaks' && typeof index === 'number'
              ? `Break ${index + 1}: `
              : '';
        errors.push({ column, message: `${where}${issue.message}` });
      }
      // The MRP is checked against the price only once every field is valid; say it now too.
      const { price, original_price } = values as { price?: unknown; original_price?: unknown };
      const prices = productInputSchema.shape.price.safeParse(price);
      const mrp = productInputSchema.shape.original_price.safeParse(original_price);
      if (
        !errors.some((e) => e.column === 'price' || e.column === 'original_price') &&
        prices.success &&
        mrp.success &&
        mrpBelowPrice({ price: prices.data, original_price: mrp.data })
      ) {
        errors.push({ column: 'original_price', message: PRODUCT_MRP_BELOW_PRICE });
      }
    }
    if (errors.length > 0 || !parsed.success) {
      errors.sort((a, b) => columnOrder(a.column) - columnOrder(b.column));
      continue;
    }

    const after = contentFromValues(parsed.data);
    const afterCells = cellsOf(after, categories.slugs);
    const beforeCells = before ? cellsOf(contentOf(before), categories.slugs) : undefined;
    for (const column of Object.keys(afterCells) as EditableColumn[]) {
      const was = beforeCells?.[column] ?? null;
      if (was !== afterCells[column]) entry.changes[column] = { before: was, after: afterCells[column] };
    }
    if (stockChange !== undefined) {
      entry.changes.stock = { before: before ? String(stockBefore) : null, after: String(stockBefore + stockChange) };
    }
    if (!before) {
      entry.outcome = 'create';
      operations.push({ kind: 'create', content: after, stockChange });
    } else if (Object.keys(entry.changes).length === 0) {
      entry.outcome = 'unchanged';
    } else {
      entry.outcome = 'update';
      const was = contentOf(before);
      const changes = Object.fromEntries(
        Object.entries(after).filter(
          ([key, value]) => JSON.stringify(was[key as keyof ProductContent]) !== JSON.stringify(value),
        ),
      );
      operations.push({ kind: 'update', before, changes, stockChange });
    }
  }
  for (const entry of report.rows) {
    if (entry.errors.length > 0) entry.outcome = 'error';
    report.summary[entry.outcome] += 1;
  }
  return { report, operations };
}

/**
 * The stock_change of each row, recorded in the stock ledger as the import's. Its stock rows are
 * locked after the product writes (the lock order of docs/decisions/005-stock-locks.md) and the
 * quantities checked again: a sale since the check may have left fewer than a row takes.
 */
async function importStock(
  tx: Transaction,
  actor: AuditActor,
  changes: (StockChange & { slug: string })[],
): Promise<void> {
  if (changes.length === 0) return;
  const levels = await lockStock(
    tx,
    changes.map((change) => change.productId),
  );
  for (const change of changes) {
    const level = levels.get(change.productId) ?? 0;
    if (level + change.delta < 0) {
      throw conflict(
        `Only ${level} of ${change.slug} are in stock now, fewer than its stock_change takes: nothing was imported. Check the file again.`,
      );
    }
  }
  await changeStock(tx, changes, { reason: 'import', actor: staffActor(actor) });
}

/**
 * Imports products from CSV, keyed by slug (the shop has no SKU). A dry run only reports. Otherwise
 * the file is read again inside one transaction against the catalogue as it is then, and written
 * only when no row has an error: every product or none, so a failure halfway leaves nothing behind.
 * Answers the report and the products whose stock moved.
 */
export async function importProductsCsv(
  db: Database,
  actor: AuditActor,
  input: Required<ProductImportInput>,
  shopUrl: string,
): Promise<{ report: ProductImportReport; stockMoved: number[] }> {
  if (input.dry_run) return { report: (await planImport(db, input.csv, true)).report, stockMoved: [] };
  return withRetriedTransaction(db, async (tx) => {
    const { report, operations } = await planImport(tx, input.csv, false);
    if (report.summary.error > 0 || report.file_errors.length > 0) return { report, stockMoved: [] };
    const creates = operations.flatMap((op) => (op.kind === 'create' ? [op] : []));
    const createdIds = await insertProducts(
      tx,
      actor,
      'product.import',
      creates.map((op) => op.content),
    );
    const stockChanges: (StockChange & { slug: string })[] = [];
    for (const [i, op] of creates.entries()) {
      const productId = createdIds[i];
      if (productId !== undefined && op.stockChange !== undefined) {
        stockChanges.push({ productId, delta: op.stockChange, slug: op.content.slug });
      }
    }
    for (const op of operations) {
      if (op.kind !== 'update') continue;
      if (Object.keys(op.changes).length > 0) {
        await applyProductChanges(tx, actor, 'product.import', op.before, op.changes, shopUrl);
      }
      if (op.stockChange !== undefined) {
        stockChanges.push({ productId: op.before.id, delta: op.stockChange, slug: op.before.slug });
      }
    }
    await importStock(tx, actor, stockChanges);
    report.applied = true;
    return { report, stockMoved: stockChanges.map((change) => change.productId) };
  });
}
