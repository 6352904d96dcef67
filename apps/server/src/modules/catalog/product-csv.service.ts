import {
  type AdminProductFilters,
  MAX_PRODUCT_IMPORT_ROWS,
  PRODUCT_CSV_COLUMNS,
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
import type { Database, Queryable } from '../../db/client.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { guardFormula, unguardFormula } from '../../lib/spreadsheet-cells.js';
import type { AuditActor } from '../admin/audit.service.js';
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

type EditableColumn = Exclude<ProductCsvColumn, 'stock'>;
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
    hsn_code: content.hsnCode,
    gst_rate: String(content.gstRate),
  };
}

/**
 * The products the filters pick as CSV, with a byte-order mark so spreadsheet programs read the
 * file as UTF-8 (Hindi and Tamil names stay readable). The stock column is for reference.
 */
export async function exportProductsCsv(db: Queryable, filters: AdminProductFilters): Promise<string> {
  const records = await allAdminProducts(db, filters);
  const slugs = new Map(records.map((r) => [r.categoryId, r.categorySlug]));
  return stringify(
    records.map((record) => ({ ...cellsOf(contentOf(record), slugs), stock: String(record.stock) })),
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
  return {
    name: record.name,
    slug: record.slug,
    brand: record.brand,
    category: record.categoryId,
    price: record.pricePaise / 100,
    original_price: record.originalPricePaise === null ? null : record.originalPricePaise / 100,
    description: record.description,
    specifications: record.specifications,
    is_featured: record.isFeatured,
    is_active: record.isActive,
    datasheet_url: record.datasheetUrl,
    hsn_code: record.hsnCode,
    gst_rate: record.gstRate,
  };
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
  hsn_code: 'hsn_code',
  gst_rate: 'gst_rate',
};

const NEEDED_FOR_NEW: EditableColumn[] = ['name', 'brand', 'category', 'price', 'hsn_code'];

type Operation =
  | { kind: 'create'; content: ProductContent }
  | { kind: 'update'; before: AdminProductRecord; changes: Partial<ProductContent> };

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
    if (errors.length > 0) continue;

    const before = existing.get(slugCell);
    const given: Record<string, unknown> = {};
    const cellOf = (column: EditableColumn): string | undefined => {
      const index = file.columns.indexOf(column);
      return index < 0 ? undefined : (cells[index] ?? '');
    };
    for (const column of Object.values(COLUMN_OF_FIELD)) {
      const cell = cellOf(column);
      if (cell === undefined || column === 'slug') continue;
      switch (column) {
        case 'category': {
          if (cell.trim() === '') break;
          const category = categories.find(cell);
          if (category) given.category = category.id;
          else errors.push({ column, message: `No category has the slug or name “${cell.trim()}”.` });
          break;
        }
        case 'price':
        case 'original_price': {
          const rupees = parseRupees(cell, column, errors);
          if (rupees !== undefined && (rupees !== null || column === 'original_price')) given[column] = rupees;
          break;
        }
        case 'specifications': {
          const specifications = parseSpecifications(cell, errors);
          if (specifications) given.specifications = specifications;
          break;
        }
        case 'gst_rate': {
          // Blank keeps the product's rate (or the standard rate for a new one).
          if (cell.trim() === '') break;
          given.gst_rate = Number(cell.trim().replace(/%$/, ''));
          break;
        }
        case 'is_featured':
        case 'is_active': {
          // Blank keeps the product's setting (or the default for a new one).
          if (cell.trim() === '') break;
          const flag = parseFlag(cell, column, errors);
          if (flag !== undefined) given[column] = flag;
          break;
        }
        default:
          given[column] = cell;
      }
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
    if (errors.length > 0) continue;

    const parsed = productInputSchema.safeParse({ ...(before ? valuesOf(before) : {}), ...given, slug: slugCell });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const column = COLUMN_OF_FIELD[String(field)] ?? null;
        const where = column === 'specifications' && typeof index === 'number' ? `Line ${index + 1}: ` : '';
        errors.push({ column, message: `${where}${issue.message}` });
      }
      continue;
    }
    const after = contentFromValues(parsed.data);
    const afterCells = cellsOf(after, categories.slugs);
    const beforeCells = before ? cellsOf(contentOf(before), categories.slugs) : undefined;
    for (const column of Object.keys(afterCells) as EditableColumn[]) {
      const was = beforeCells?.[column] ?? null;
      if (was !== afterCells[column]) entry.changes[column] = { before: was, after: afterCells[column] };
    }
    if (!before) {
      entry.outcome = 'create';
      operations.push({ kind: 'create', content: after });
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
      operations.push({ kind: 'update', before, changes });
    }
  }
  for (const entry of report.rows) {
    if (entry.errors.length > 0) entry.outcome = 'error';
    report.summary[entry.outcome] += 1;
  }
  return { report, operations };
}

/**
 * Imports products from CSV, keyed by slug (the shop has no SKU). A dry run only reports. Otherwise
 * the file is read again inside one transaction against the catalogue as it is then, and written
 * only when no row has an error: every product or none, so a failure halfway leaves nothing behind.
 */
export async function importProductsCsv(
  db: Database,
  actor: AuditActor,
  input: Required<ProductImportInput>,
  shopUrl: string,
): Promise<ProductImportReport> {
  if (input.dry_run) return (await planImport(db, input.csv, true)).report;
  return withRetriedTransaction(db, async (tx) => {
    const { report, operations } = await planImport(tx, input.csv, false);
    if (report.summary.error > 0 || report.file_errors.length > 0) return report;
    const creates = operations.flatMap((op) => (op.kind === 'create' ? [op.content] : []));
    await insertProducts(tx, actor, 'product.import', creates);
    for (const op of operations) {
      if (op.kind === 'update') await applyProductChanges(tx, actor, 'product.import', op.before, op.changes, shopUrl);
    }
    report.applied = true;
    return report;
  });
}
