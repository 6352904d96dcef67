import {
  type BomColumnMapping,
  type BomSourceLine,
  bomLineKey,
  emptyBomMapping,
  headerCellCount,
  MAX_BOM_LINES,
  mappingFromHeaders,
  readPastedLine,
  readQuantity,
  splitReferences,
} from '@makerbazaar/core';
import { CsvError, parse } from 'csv-parse/sync';
import { fieldErrors } from '../../lib/errors.js';

/** KiCad's exports put a few lines ("Source:", "Date:", "Component Count:") above the header row. */
const HEADER_SEARCHED_IN = 15;
const SAMPLE_ROWS = 3;
const DELIMITERS = ['\t', ';', ','] as const;

/** A parts list read from text: its columns, which role each has, and its lines with the same parts summed. */
export interface ParsedBom {
  columns: string[];
  sample: string[][];
  mapping: BomColumnMapping;
  mappingUnsure: boolean;
  lines: (BomSourceLine & { position: number })[];
}

const refuse = (message: string) => fieldErrors({ text: [message] });

/** The separator most of the first lines have outside quotes (tab, then semicolon, then comma); none for plain lines. */
function guessDelimiter(text: string): string | undefined {
  const lines = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 30);
  const unquoted = lines.map((line) => line.replace(/"[^"]*"/g, ''));
  let best: { delimiter: string; lines: number } | undefined;
  for (const delimiter of DELIMITERS) {
    const having = unquoted.filter((line) => line.includes(delimiter)).length;
    if (having > 0 && (!best || having > best.lines)) best = { delimiter, lines: having };
  }
  return best?.delimiter;
}

function readRows(text: string, delimiter: string | undefined): string[][] {
  try {
    const rows: string[][] = parse(text, {
      delimiter: delimiter ?? '\u0000',
      quote: delimiter ? '"' : false,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
    });
    return rows.filter((row) => row.some((cell) => cell !== ''));
  } catch (error) {
    if (error instanceof CsvError) throw refuse(`These lines are not a CSV file we can read: ${error.message}`);
    throw error;
  }
}

/** Columns without a header row, guessed from what their cells hold: designators, whole numbers, then text. */
function mappingFromCells(rows: string[][], width: number): BomColumnMapping {
  const mapping = emptyBomMapping();
  const textColumns: number[] = [];
  for (let column = 0; column < width; column++) {
    const cells = rows.map((row) => row[column] ?? '').filter((cell) => cell !== '');
    if (cells.length === 0) continue;
    if (mapping.reference === null && cells.every((cell) => splitReferences(cell).length > 0))
      mapping.reference = column;
    else if (mapping.quantity === null && cells.every((cell) => readQuantity(cell) !== null)) mapping.quantity = column;
    else textColumns.push(column);
  }
  [mapping.value = null, mapping.footprint = null, mapping.description = null] = textColumns;
  return mapping;
}

function checkMapping(mapping: BomColumnMapping, width: number): void {
  for (const column of Object.values(mapping)) {
    if (column !== null && column >= width) throw fieldErrors({ mapping: [`This file has only ${width} columns.`] });
  }
  if (mapping.part_number === null && mapping.value === null && mapping.description === null) {
    throw fieldErrors({ mapping: ['Choose the column that names the part (its part number, value or description).'] });
  }
}

const cell = (row: string[], column: number | null) => (column === null ? '' : (row[column] ?? '').trim());

/**
 * A file's text as one line within a line field's length (`bomSourceLineSchema`: 20 a designator,
 * 200 a part number, value or footprint, 500 a description): a file may hold anything.
 */
const oneLine = (value: string, max: number) =>
  value
    .replace(/[\p{Cc}\p{Cs}\s]+/gu, ' ')
    .trim()
    .slice(0, max);

/** One row as a line; null for a row naming no part or with a quantity of 0 (not fitted). */
function lineOf(row: string[], mapping: BomColumnMapping, position: number): ParsedBom['lines'][number] | null {
  const references = splitReferences(cell(row, mapping.reference)).map((reference) => oneLine(reference, 20));
  const quantityCell = cell(row, mapping.quantity);
  const quantity = readQuantity(quantityCell) ?? (references.length || 1);
  const line = {
    position,
    references,
    quantity,
    part_number: oneLine(cell(row, mapping.part_number), 200),
    value: oneLine(cell(row, mapping.value), 200),
    footprint: oneLine(cell(row, mapping.footprint), 200),
    description: oneLine(cell(row, mapping.description), 500),
  };
  if (quantity === 0 || (!line.part_number && !line.value && !line.description)) return null;
  return line;
}

/** A pasted line without columns ("2x HC-SR04"): its quantity and the part, read as its description. */
function pastedLine(row: string[], position: number): ParsedBom['lines'][number] {
  const { quantity, part } = readPastedLine(row.join(' '));
  return {
    position,
    references: [],
    quantity,
    part_number: '',
    value: '',
    footprint: '',
    description: oneLine(part, 500),
  };
}

/** Lines of the same part summed into the first, designators joined ("R1", "R2" → R1, R2 ×2). */
function sumSameParts(lines: ParsedBom['lines']): ParsedBom['lines'] {
  const byKey = new Map<string, ParsedBom['lines'][number]>();
  for (const line of lines) {
    const key = bomLineKey(line);
    const first = byKey.get(key);
    if (!first) byKey.set(key, { ...line, references: [...line.references] });
    else {
      first.quantity += line.quantity;
      first.references.push(...line.references.filter((reference) => !first.references.includes(reference)));
      first.description ||= line.description;
    }
  }
  return [...byKey.values()];
}

/**
 * Reads pasted lines or a file's text: CSV (comma, semicolon or tab separated, quoted cells) or a
 * KiCad BOM export with its preamble, its columns named by their header or, without one, guessed
 * from their cells; `given` is the customer's confirmation of the columns.
 */
export function parseBom(text: string, given?: BomColumnMapping): ParsedBom {
  const delimiter = guessDelimiter(text);
  const rows = readRows(text, delimiter);
  const headerAt = rows.slice(0, HEADER_SEARCHED_IN).findIndex((row) => headerCellCount(row) >= 2);
  const data = headerAt >= 0 ? rows.slice(headerAt + 1) : rows;
  const width = Math.max(0, ...rows.map((row) => row.length));
  const columns = headerAt >= 0 ? (rows[headerAt] ?? []) : Array.from({ length: width }, (_, i) => `Column ${i + 1}`);
  if (data.length > MAX_BOM_LINES) {
    throw refuse(`A parts list may have at most ${MAX_BOM_LINES} lines; this one has ${data.length}.`);
  }
  const plainLines = !delimiter && headerAt < 0;
  const found = headerAt >= 0 ? mappingFromHeaders(columns) : { mapping: mappingFromCells(data, width), unsure: true };
  const mapping = given ?? found.mapping;
  if (!plainLines) checkMapping(mapping, width);
  const lines = data.flatMap((row, i) => {
    const line = plainLines && !given ? pastedLine(row, i + 1) : lineOf(row, mapping, i + 1);
    return line ? [line] : [];
  });
  if (lines.length === 0) throw refuse('No parts found in these lines.');
  return {
    columns,
    sample: data.slice(0, SAMPLE_ROWS),
    mapping: plainLines && !given ? { ...emptyBomMapping(), description: 0 } : mapping,
    // Without a quantity or designator column every line counts one: worth a look too.
    mappingUnsure: !given && !plainLines && (found.unsure || (mapping.quantity === null && mapping.reference === null)),
    lines: sumSameParts(lines),
  };
}
