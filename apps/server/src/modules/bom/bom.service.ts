import type {
  BomColumnMapping,
  BomConfidence,
  BomListCreate,
  BomListUpdate,
  BomSourceLine,
  SavedBomLine,
} from '@makerbazaar/core';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { partsLists } from '../../db/schema/parts-lists.js';
import { notFound } from '../../lib/errors.js';
import { getProductsByIds, type ProductRecord } from '../catalog/catalog.service.js';
import type { ProductIndex } from '../catalog/product-index.js';
import { type ProjectPartsAdded, putPartsInCart } from '../projects/projects.service.js';
import { BomMatcher } from './bom-match.js';
import { parseBom } from './bom-parse.js';

const LIST_NOT_FOUND = 'Parts list not found.';
const UNSAVED_TITLE = 'your parts list';

export interface BomLineRecord extends BomSourceLine {
  position: number;
  confidence: BomConfidence;
  product: ProductRecord | null;
  alternatives: ProductRecord[];
  substitute: ProductRecord | null;
}

export interface BomMatchRecord {
  columns: string[];
  sample: string[][];
  mapping: BomColumnMapping;
  mappingUnsure: boolean;
  lines: BomLineRecord[];
}

export interface PartsListRecord {
  id: number;
  name: string;
  builds: number;
  lineCount: number;
  updatedAt: Date;
}

export interface OpenedPartsListRecord extends PartsListRecord {
  lines: BomLineRecord[];
}

/**
 * Matches lines to the catalogue, each with its alternatives and, when the chosen product has less
 * stock than `builds` boards need, a substitute. `chosen` keeps a customer's earlier choice of a
 * line (null: none of the catalogue's).
 */
async function matchLines(
  db: Queryable,
  index: ProductIndex,
  lines: (BomSourceLine & { position: number })[],
  builds: number,
  chosen: (number | null | undefined)[] = [],
): Promise<BomLineRecord[]> {
  const matcher = new BomMatcher(db, index);
  const picked = await getProductsByIds(
    db,
    chosen.filter((id): id is number => typeof id === 'number'),
  );
  const matched = await Promise.all(
    lines.map(async (line, i) => {
      const found = await matcher.match(line);
      const choice = chosen[i];
      if (choice === undefined) return found;
      const product = choice === null ? null : (picked.get(choice) ?? found.product);
      const others = [found.product, ...found.alternatives].filter(
        (other): other is ProductRecord => other !== null && other.id !== product?.id,
      );
      const confidence: BomConfidence = product === null ? 'none' : product.id === choice ? 'sure' : found.confidence;
      return { confidence, product, alternatives: others.slice(0, 3) };
    }),
  );
  const substitutes = await Promise.all(
    lines.map((line, i) => {
      const product = matched[i]?.product;
      const needed = line.quantity * builds;
      return product && product.stock < needed ? matcher.substitute(product, needed) : null;
    }),
  );
  return lines.map((line, i) => {
    const match = matched[i];
    return {
      ...line,
      confidence: match?.confidence ?? 'none',
      product: match?.product ?? null,
      alternatives: match?.alternatives ?? [],
      substitute: substitutes[i] ?? null,
    };
  });
}

/** Reads a parts list and matches each of its lines to the catalogue. */
export async function matchBom(
  db: Queryable,
  index: ProductIndex,
  input: { text: string; mapping?: BomColumnMapping; builds: number },
): Promise<BomMatchRecord> {
  const parsed = parseBom(input.text, input.mapping);
  return { ...parsed, lines: await matchLines(db, index, parsed.lines, input.builds) };
}

/**
 * Puts the chosen products in the cart, each raised to what the whole build needs, within its
 * stock and a cart line (the projects' rule): what could not be added is said in the answer.
 */
export async function addBomToCart(
  db: Queryable,
  userId: number,
  lines: { product_id: number; quantity: number }[],
  title = UNSAVED_TITLE,
): Promise<ProjectPartsAdded> {
  const needed = new Map<number, number>();
  for (const line of lines) needed.set(line.product_id, (needed.get(line.product_id) ?? 0) + line.quantity);
  const found = await getProductsByIds(db, [...needed.keys()]);
  return putPartsInCart(
    db,
    userId,
    title,
    [...needed].map(([productId, quantity]) => {
      const product = found.get(productId);
      return {
        productId,
        name: product?.name ?? `Product ${productId} (no longer sold)`,
        sold: product !== undefined,
        stock: product?.stock ?? 0,
        needed: quantity,
      };
    }),
  );
}

const summaryColumns = {
  id: partsLists.id,
  name: partsLists.name,
  builds: partsLists.builds,
  lines: partsLists.lines,
  updatedAt: partsLists.updatedAt,
};

function toRecord(row: { id: number; name: string; builds: number; lines: SavedBomLine[]; updatedAt: Date }) {
  return { id: row.id, name: row.name, builds: row.builds, lineCount: row.lines.length, updatedAt: row.updatedAt };
}

/** The customer's saved parts lists, the last changed first. */
export async function listPartsLists(db: Queryable, userId: number): Promise<PartsListRecord[]> {
  const rows = await db
    .select(summaryColumns)
    .from(partsLists)
    .where(eq(partsLists.userId, userId))
    .orderBy(desc(partsLists.updatedAt), desc(partsLists.id));
  return rows.map(toRecord);
}

async function ownList(db: Queryable, userId: number, id: number) {
  const [row] = await db
    .select(summaryColumns)
    .from(partsLists)
    .where(and(eq(partsLists.id, id), eq(partsLists.userId, userId)));
  if (!row) throw notFound(LIST_NOT_FOUND);
  return row;
}

/** A saved list matched again: prices, stock and alternatives as of now, the customer's choices kept. */
export async function openPartsList(
  db: Queryable,
  index: ProductIndex,
  userId: number,
  id: number,
): Promise<OpenedPartsListRecord> {
  const row = await ownList(db, userId, id);
  const lines = await matchLines(
    db,
    index,
    row.lines.map(({ product_id: _, ...line }, i) => ({ ...line, position: i + 1 })),
    row.builds,
    row.lines.map((line) => line.product_id),
  );
  return { ...toRecord(row), lines };
}

export async function createPartsList(
  db: Queryable,
  index: ProductIndex,
  userId: number,
  body: Required<BomListCreate>,
): Promise<OpenedPartsListRecord> {
  const [row] = await db
    .insert(partsLists)
    .values({ userId, name: body.name, builds: body.builds, lines: body.lines })
    .returning({ id: partsLists.id });
  if (!row) throw new Error('parts list was not saved');
  return openPartsList(db, index, userId, row.id);
}

/** Renames a list, changes its build count or its lines. */
export async function updatePartsList(
  db: Queryable,
  index: ProductIndex,
  userId: number,
  id: number,
  body: BomListUpdate,
): Promise<OpenedPartsListRecord> {
  const changed = await db
    .update(partsLists)
    .set({ ...body, updatedAt: new Date() })
    .where(and(eq(partsLists.id, id), eq(partsLists.userId, userId)))
    .returning({ id: partsLists.id });
  if (changed.length === 0) throw notFound(LIST_NOT_FOUND);
  return openPartsList(db, index, userId, id);
}

export async function deletePartsList(db: Queryable, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(partsLists)
    .where(and(eq(partsLists.id, id), eq(partsLists.userId, userId)))
    .returning({ id: partsLists.id });
  if (deleted.length === 0) throw notFound(LIST_NOT_FOUND);
}

/** Orders a saved list again: its chosen products, for its build count, into the cart. */
export async function orderPartsListAgain(db: Queryable, userId: number, id: number): Promise<ProjectPartsAdded> {
  const row = await ownList(db, userId, id);
  const lines = row.lines.flatMap((line) =>
    line.product_id === null ? [] : [{ product_id: line.product_id, quantity: line.quantity * row.builds }],
  );
  return addBomToCart(db, userId, lines, row.name);
}
