/**
 * Parts lists (BOMs): which column of a file says what, and how a line is read. One rule for the
 * server, which parses, and the page, which shows the columns for the customer to confirm.
 * Zod-free, so a page may use it without the schemas.
 */

/** What a column of a parts list may say about a line. */
export const BOM_COLUMN_ROLES = ['reference', 'quantity', 'part_number', 'value', 'footprint', 'description'] as const;
export type BomColumnRole = (typeof BOM_COLUMN_ROLES)[number];

/** For each role, the column (counted from 0) that holds it, or null when none does. */
export type BomColumnMapping = Record<BomColumnRole, number | null>;

export const MAX_BOM_LINES = 500;
/** 500 lines of a wide KiCad export with long descriptions fit with room to spare. */
export const MAX_BOM_CHARACTERS = 300_000;
/** "Build 5 boards": a parts list is for a maker's or a class's build, as a cart line is. */
export const MAX_BOM_BUILDS = 99;
export const MAX_BOM_LIST_NAME = 80;

/**
 * Header names as KiCad, Altium, EasyEDA/JLCPCB, Eagle and spreadsheet users write them, read by
 * `headerKey` (lower case, punctuation as spaces). A header found here is sure; one only containing
 * a telling word is a guess the customer confirms.
 */
const KNOWN_HEADERS: Record<BomColumnRole, string[]> = {
  reference: [
    'reference',
    'references',
    'reference s',
    'ref',
    'refs',
    'designator',
    'designators',
    'ref des',
    'refdes',
    'part ref',
  ],
  quantity: ['quantity', 'qty', 'qnty', 'quantity per pcb', 'qty per board', 'count', 'pcs', 'amount'],
  part_number: [
    'mpn',
    'part number',
    'part no',
    'part #',
    'mfr part #',
    'mfr part number',
    'mfr part no',
    'mfg part #',
    'mfg part number',
    'manufacturer part number',
    'manufacturer part #',
    'manufacturer part',
    'manufacturer pn',
    'pn',
    'partnumber',
  ],
  value: ['value', 'val', 'comment', 'component'],
  footprint: ['footprint', 'package', 'case', 'case package', 'pcb footprint', 'package case'],
  description: ['description', 'desc', 'notes', 'note', 'details'],
};

/** A distributor's order number ("LCSC Part #", "Digi-Key Part Number") names no part the shop knows. */
const SUPPLIER_COLUMN = /\b(lcsc|jlc|jlcpcb|digikey|digi key|mouser|farnell|element14|supplier|vendor)\b/;

/** Words that make a header a likely (unsure) match for a role. */
const TELLING_WORDS: [RegExp, BomColumnRole][] = [
  [/\b(qty|quantity|qnty)\b/, 'quantity'],
  [/\b(mpn|part ?(no|num|number|#))\b/, 'part_number'],
  [/\b(ref|reference|designator)s?\b/, 'reference'],
  [/\b(footprint|package)\b/, 'footprint'],
  [/\b(description|desc)\b/, 'description'],
  [/\bvalue\b/, 'value'],
];

/** A header as the tables above write it: "Mfr. Part #" → "mfr part #", "Quantity_Per_PCB" → "quantity per pcb". */
export function headerKey(header: string): string {
  return header
    .toLowerCase()
    .replace(/[^a-z0-9#]+/g, ' ')
    .trim();
}

/** The role a header names, and whether it names it surely; null for a column no role reads (Vendor, DNP…). */
export function roleOfHeader(header: string): { role: BomColumnRole; sure: boolean } | null {
  const key = headerKey(header);
  if (SUPPLIER_COLUMN.test(key)) return null;
  for (const role of BOM_COLUMN_ROLES) if (KNOWN_HEADERS[role].includes(key)) return { role, sure: true };
  for (const [pattern, role] of TELLING_WORDS) if (pattern.test(key)) return { role, sure: false };
  return null;
}

export const emptyBomMapping = (): BomColumnMapping => ({
  reference: null,
  quantity: null,
  part_number: null,
  value: null,
  footprint: null,
  description: null,
});

/**
 * The columns a header row names, each role to its first column; `unsure` when a header was only
 * guessed from a word in it.
 */
export function mappingFromHeaders(headers: readonly string[]): { mapping: BomColumnMapping; unsure: boolean } {
  const mapping = emptyBomMapping();
  let unsure = false;
  headers.forEach((header, column) => {
    const found = roleOfHeader(header);
    if (!found || mapping[found.role] !== null) return;
    mapping[found.role] = column;
    if (!found.sure) unsure = true;
  });
  return { mapping, unsure };
}

/** How many cells of a row name a role: a header row names at least two (KiCad puts a preamble above it). */
export function headerCellCount(row: readonly string[]): number {
  return row.filter((cell) => roleOfHeader(cell) !== null).length;
}

const REFERENCE = /^[A-Za-z]{1,4}\d{1,4}[A-Za-z]?$/;

/**
 * The designators of a cell: KiCad writes "R1,R2,R3" or "R1 R2 R3", others "R1; R2". Empty when the
 * cell holds something else.
 */
export function splitReferences(cell: string): string[] {
  const pieces = cell.split(/[\s,;]+/).filter(Boolean);
  return pieces.length > 0 && pieces.every((piece) => REFERENCE.test(piece)) ? pieces : [];
}

/** A quantity cell ("3", "3 pcs", "3.0"): its whole number, or null when it holds none. */
export function readQuantity(cell: string): number | null {
  const found = /^\s*(\d{1,6})(?:\.0+)?(?:\s*(?:pcs|pc|nos|no|x|units?))?\s*$/i.exec(cell);
  return found ? Number(found[1]) : null;
}

/**
 * A pasted line without columns: its quantity, written "2x HC-SR04", "HC-SR04 x2", "2 HC-SR04",
 * "HC-SR04 - 2 pcs" or not at all (one), and the part.
 */
export function readPastedLine(line: string): { quantity: number; part: string } {
  const trimmed = line.trim();
  // "16x2 LCD" and "Jumper Wire Set 120 pcs" are names, not quantities: a quantity stands apart.
  const patterns: RegExp[] = [
    /^(\d{1,4})\s*(?:x|×|pcs|nos)\s+(.+)$/i,
    /^(.+?)\s+[-:,]?\s*(?:x|×)\s*(\d{1,4})\s*(?:pcs|nos)?$/i,
    /^(.+?)\s*[-:,]\s*(\d{1,4})\s*(?:pcs|pc|nos|units?)?$/i,
    /^(\d{1,2})\s+([a-z].*)$/i,
  ];
  for (const pattern of patterns) {
    const found = pattern.exec(trimmed);
    if (!found) continue;
    const [first, second] = [found[1] ?? '', found[2] ?? ''];
    const numberFirst = /^\d+$/.test(first);
    const quantity = Number(numberFirst ? first : second);
    if (quantity > 0) return { quantity, part: (numberFirst ? second : first).trim() };
  }
  return { quantity: 1, part: trimmed };
}

/**
 * A part number as the shop compares them: letters and digits only, lower case, so "HC-SR04",
 * "hc sr04" and "HCSR04" are one.
 */
export function normalisePartNumber(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The key lines of one part share, to be summed: its part number, else its value and footprint, else its words. */
export function bomLineKey(line: {
  part_number: string;
  value: string;
  footprint: string;
  description: string;
}): string {
  const partNumber = normalisePartNumber(line.part_number);
  if (partNumber) return `pn:${partNumber}`;
  const value = normalisePartNumber(line.value);
  if (value) return `v:${value}|${line.footprint.trim().toLowerCase()}`;
  return `d:${line.description.trim().toLowerCase().replace(/\s+/g, ' ')}`;
}
