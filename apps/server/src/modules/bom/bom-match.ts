import {
  type BomConfidence,
  type BomSourceLine,
  MAX_SEARCH_QUERY,
  normalisePartNumber,
  searchQuerySchema,
} from '@makerbazaar/core';
import type { Queryable } from '../../db/client.js';
import type { ProductRecord } from '../catalog/catalog.service.js';
import type { ProductIndex } from '../catalog/product-index.js';
import { searchProducts } from '../search/search.service.js';

const RESULTS_READ = 5;
const ALTERNATIVES = 3;
/** A part number with a package or grade suffix ("LM2596S", "NE555P", "74HC595N") is still that part. */
const SUFFIX_ALLOWED = 4;
const KEYS_TRIED = 4;

/**
 * Words with letters and digits that are not part numbers: values with units ("5V", "2A", "10k",
 * "100nF"), versions ("R3", "v1.2"), connector sizes ("01x04") and bus names.
 */
const NOT_A_PART_NUMBER = [
  /^\d+(\.\d+)?(v|mv|kv|a|ma|w|kw|mah|mm|cm|m|g|kg|pcs|rpm|hz|khz|mhz|ghz|gb|mb|kb|inch|in|ch|channel|bit|bits|axis|dof|wd|k|r|m|ohm|ohms|f|uf|nf|pf|uh|mh|s|c|x|p|pin|pins|way|mil)$/,
  /^[rv]\d+(\.\d+)?[a-z]?$/,
  /^0\d*x\d+$/,
  /^(i2c|i2s|usb2|usb3|3v3|5v0|1v8|2s|3s|4s)$/,
];

/** Designators of parts soldered on the board itself: resistors, capacitors, diodes, connectors, switches… */
const ON_BOARD_DESIGNATOR = /^(R|RN|RV|VR|C|L|D|LED|Q|F|FB|Y|X|J|P|CN|CON|SW|S|TP|JP|BT|BZ|H|MH|FID|ENC|AE)\d/i;
/** Footprints of a bare package, not a module's pin header. */
const BARE_PACKAGE =
  /(^|[:_\s-])(SOIC|SOP|SSOP|TSSOP|MSOP|QFN|DFN|QFP|LQFP|TQFP|SOT|TO-?220|TO-?92|TO-?263|TO-?252|DPAK|SMA|SMB|SMC|SOD|0201|0402|0603|0805|1206|1210|2512|R_|C_|D_|L_|LED_|CP_|Crystal|Fuse|Inductor)/i;
/** Products that are a board or module ready to wire, not a component to solder on a PCB. */
const MODULE = /\b(module|board|shield|kit|breakout|hat|devkit\w*|development|chassis|station)\b/i;

/** Letters-only pieces this short start a part number written apart ("HC SR04", "LM 2596", "SG 90"). */
const PREFIX_PIECE = /^[a-z]{1,4}$/;

/** What makes a part number: letters and digits, or pieces of one written apart ("HC SR04", "HC-SR04"). */
export function partNumberKeys(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[\s,;/()_+]+/)
    .map((word) => word.replace(/[^a-z0-9.-]/g, ''))
    .filter(Boolean);
  const keys = new Set<string>();
  const isKey = (key: string) =>
    /[a-z]/.test(key) && /\d/.test(key) && key.length >= 3 && !NOT_A_PART_NUMBER.some((pattern) => pattern.test(key));
  for (const word of words) if (isKey(normalisePartNumber(word))) keys.add(normalisePartNumber(word));
  words.forEach((word, i) => {
    if (!PREFIX_PIECE.test(word)) return;
    for (let n = 2; n <= 3 && i + n <= words.length; n++) {
      const key = normalisePartNumber(words.slice(i, i + n).join(''));
      if (isKey(key)) keys.add(key);
    }
  });
  return [...keys];
}

const UNIT_GLUED = /(\d)(mah|mhz|ghz|khz|hz|rpm|mm|cm|uf|nf|pf|v|a|w|g)\b/g;

/**
 * The words a line or a name is compared by: lower case, units apart from their numbers ("2600mAh"
 * → "2600 mah"), plurals as one ("wires" → "wire"), without versions ("v1.2") and lone letters.
 */
function wordsOf(text: string): string[] {
  return rawWords(text)
    .filter((word) => (word.length >= 2 || /^\d+$/.test(word)) && !/^[rv]\d+(\.\w+)?$/.test(word) && !STOP.has(word))
    .map((word) => (word.length >= 4 && /[a-z]s$/.test(word) && !word.endsWith('ss') ? word.slice(0, -1) : word));
}
const STOP = new Set(['the', 'and', 'for', 'with', 'of', 'pcs', 'module', 'dnp', 'tht', 'smd']);

function rawWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[_:]/g, ' ')
    .replace(UNIT_GLUED, '$1 $2')
    .split(/[^a-z0-9.]+/)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);
}

/** A board's variant ("R4", "C6", "S3"): a name with one the line does not say is another board. */
const VARIANT = /^[a-z]{1,2}\d{1,2}$/;

/**
 * Whether a product's name says everything the line says (as words, word starts or part numbers)
 * and no variant it does not.
 */
function nameSaysAll(line: string, product: ProductRecord): boolean {
  const query = wordsOf(line);
  if (query.length === 0) return false;
  const name = wordsOf(product.name);
  const keys = partNumberKeys(product.name);
  const has = (word: string) =>
    name.some((n) => n === word || (word.length >= 3 && /[a-z]/.test(word) && n.startsWith(word))) ||
    keys.includes(normalisePartNumber(word));
  const said = new Set(rawWords(line));
  const otherVariant = rawWords(product.name).some((word) => VARIANT.test(word) && !said.has(word));
  return query.every(has) && !otherVariant;
}

export interface LineMatch {
  confidence: BomConfidence;
  product: ProductRecord | null;
  alternatives: ProductRecord[];
}

/** Searches once per distinct query within one parts list. */
export class BomMatcher {
  private readonly searches = new Map<string, Promise<ProductRecord[]>>();

  constructor(
    private readonly db: Queryable,
    private readonly index: ProductIndex,
  ) {}

  search(q: string, filters: { category?: string; inStock?: boolean } = {}): Promise<ProductRecord[]> {
    const key = `${q}\u0000${filters.category ?? ''}\u0000${filters.inStock ?? ''}`;
    let found = this.searches.get(key);
    if (!found) {
      const query = searchQuerySchema.parse({
        // A line's text may be longer than a search reads: its start names the part.
        q: q.slice(0, MAX_SEARCH_QUERY),
        page_size: String(RESULTS_READ),
        ...(filters.category ? { category: filters.category } : {}),
        ...(filters.inStock ? { in_stock: 'true' } : {}),
      });
      found = searchProducts(this.db, this.index, query, '/api/search/').then((page) => page.results);
      this.searches.set(key, found);
    }
    return found;
  }

  /**
   * Matches one line: by part number first (the part number column, then the value and the
   * description), then by value and package, then by description, each through the shop's search;
   * a component soldered on the board is never surely a module.
   */
  async match(line: BomSourceLine): Promise<LineMatch> {
    const lineText = [line.value, line.description].join(' ');
    const onBoard =
      !MODULE.test(lineText) &&
      (BARE_PACKAGE.test(line.footprint) || line.references.some((reference) => ON_BOARD_DESIGNATOR.test(reference)));
    const ranked: { product: ProductRecord; confidence: BomConfidence }[] = [];
    const offer = (product: ProductRecord, confidence: BomConfidence) => {
      if (ranked.some((r) => r.product.id === product.id)) return;
      // A component soldered on the board is never surely a module, nor by its words alone anything.
      const capped = onBoard && (confidence === 'likely' || MODULE.test(product.name)) ? 'unsure' : confidence;
      ranked.push({ product, confidence: capped });
    };

    const keys = [
      ...new Set([
        ...partNumberKeys(line.part_number),
        ...partNumberKeys(line.value),
        ...partNumberKeys(line.description),
      ]),
    ].slice(0, KEYS_TRIED);
    for (const key of keys) {
      for (const product of await this.search(key)) {
        const names = partNumberKeys(product.name);
        if (names.includes(key)) offer(product, 'sure');
        else if (
          names.some((name) => name.length >= 4 && key.startsWith(name) && key.length - name.length <= SUFFIX_ALLOWED)
        )
          offer(product, 'likely');
      }
    }
    // Two products with the same part number in their names: neither is surely the one.
    if (ranked.filter((r) => r.confidence === 'sure').length > 1) {
      for (const r of ranked) if (r.confidence === 'sure') r.confidence = 'likely';
    }

    // By value and package, then by all the line says; the last search also orders what was found.
    let textOrder: ProductRecord[] = [];
    for (const text of [line.value, lineText]) {
      // A symbol's version ("Arduino_Nano_v3.x") names no product; a board's revision ("R3") does.
      const words = rawWords(text).filter((word) => !/^v\d+(\.\w+)?$/.test(word));
      if (words.length === 0) continue;
      textOrder = await this.search(words.join(' '));
      for (const product of textOrder) offer(product, nameSaysAll(text, product) ? 'likely' : 'unsure');
    }

    const order: BomConfidence[] = ['sure', 'likely', 'unsure'];
    const textRank = (product: ProductRecord) => {
      const at = textOrder.findIndex((other) => other.id === product.id);
      return at < 0 ? textOrder.length : at;
    };
    // Of two likely products, the one whose name says least besides the line ("Arduino Nano" before "Arduino Nano Every").
    const said = new Set(wordsOf(line.value || lineText));
    const extra = (r: (typeof ranked)[number]) =>
      r.confidence === 'likely' ? wordsOf(r.product.name).filter((word) => !said.has(word)).length : 0;
    ranked.sort(
      (a, b) =>
        order.indexOf(a.confidence) - order.indexOf(b.confidence) ||
        extra(a) - extra(b) ||
        textRank(a.product) - textRank(b.product),
    );
    const [best, ...others] = ranked;
    return {
      confidence: best?.confidence ?? 'none',
      product: best?.product ?? null,
      alternatives: others.slice(0, ALTERNATIVES).map((r) => r.product),
    };
  }

  /** A product of the same category in stock for `needed`, the closest in name; null when none is. */
  async substitute(product: ProductRecord, needed: number): Promise<ProductRecord | null> {
    const found = await this.search(product.name, { category: product.categorySlug, inStock: true });
    return found.find((other) => other.id !== product.id && other.stock >= needed) ?? null;
  }
}
