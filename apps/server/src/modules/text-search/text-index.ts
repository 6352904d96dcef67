import { soundKeys } from '@makerbazaar/core/indic-search';
import { stemmer } from 'stemmer';
import { SYNONYMS } from './synonyms.js';

/** The parts of a product's text, in the order their term frequencies are packed into a posting. */
export const FIELDS = ['name', 'category', 'description', 'specifications', 'uses'] as const;
export type ProductText = Record<(typeof FIELDS)[number], string>;

/** A set of fields as a bit mask (bit i = FIELDS[i]). */
export const ALL_FIELDS = 0b11111;
/** Where `/api/products/?search=` looks: name and brand, category and description. */
export const LITERAL_FIELDS = 0b0111;

/**
 * BM25F: how much one occurrence counts in each field (name and brand above category and uses,
 * what makers use the part for, above description and specifications), and how much each field's
 * length dampens it (a word in a two-word name says more than the same word in a long description;
 * category names are all short).
 */
const FIELD_WEIGHT = [5, 2.5, 1, 1, 2] as const;
const LENGTH_NORMALISATION = [0.5, 0, 0.75, 0.6, 0.5] as const;
/** Term frequency saturation: the tenth "sensor" in a description adds little over the second. */
const K1 = 1.2;
/** A longer word a query word only begins ("ardu" → "arduino") counts less than the word itself. */
const PREFIX_WEIGHT = 0.7;
/** A synonym ("lcd" → "display") counts less than the word the customer typed. */
const SYNONYM_WEIGHT = 0.6;

/** Words shorter than this match whole words only ("pi", "ir", "5v"); longer ones also as prefixes ("ardu"). */
const PREFIX_FROM = 3;
/** A stem this long also matches as a prefix ("charg" of "charging" finds "charger"). */
const STEM_PREFIX_FROM = 5;
/** Fields up to this one (name and brand, category) name parts: misspellings are corrected to their words. */
const NAMING_FIELD = 1;
/** A posting packs a term's frequency in each field into one 32-bit number, 6 bits a field. */
const FIELD_BITS = 6;
const MAX_TERM_FREQUENCY = (1 << FIELD_BITS) - 1;

/** Letters and digits, lower-cased: quotes, %, \, &, :* and the like are never part of a word. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

// ---- Query words: values with units, sizes and decimals, read one way however they are typed.

/** Units makers glue to a number or leave apart ("3.3v", "3.3 v"): glued in a query's words. */
const UNITS = 'v|mv|a|ma|mah|hz|khz|mhz|ghz|rpm|w|kw|mm|cm|inch|gb|mb|kb|g|kg|pcs';
const APART_UNIT = new RegExp(`(\\d)\\s+(${UNITS})(?![\\p{L}\\p{N}])`, 'gu');
/** A value as a query word: a number (with its decimals), maybe "x" another (a size), maybe a unit. */
const VALUE = /^(\d+(?:\.\d+)?)(?:x(\d+(?:\.\d+)?))?([a-z]{0,4})$/;

/**
 * A customer's query as words, with each value read as one word however it is typed: "0,96" as
 * "0.96", "16 x 2" as "16x2", "3.3 v" as "3.3v", 2.4" as "2.4inch". Otherwise as `tokenize`.
 */
export function queryWords(text: string): string[] {
  const normalised = text
    .toLowerCase()
    .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2')
    .replace(/(\d)\s*(?:"|”|''|inch(?:es)?\b)/g, '$1inch')
    .replace(/(\d)\s*[x×*]\s*(\d)/g, '$1x$2')
    .replace(APART_UNIT, '$1$2');
  return normalised.match(/[\p{L}\p{N}]+(?:\.\d[\p{L}\p{N}]*)*/gu) ?? [];
}

/**
 * The ways a value is written in product text, as the words the index holds: "3.3v" as "3", "3v"
 * ("3.3V") or "3", "3", "v" ("3.3 V"); "2200mah" as "2200mah" or "2200", "mah"; "16x2" as "16x2"
 * or "16", "2" ("16 × 2"). None for a word that is no value (a part number, a plain number).
 */
export function valueForms(word: string): string[][] {
  const value = VALUE.exec(word);
  if (!value) return [];
  const [, number = '', by, unit = ''] = value;
  if (!by && !unit && !number.includes('.')) return [];
  const pieces = [...number.split('.'), ...(by ? by.split('.') : [])];
  if (by && !number.includes('.') && !by.includes('.')) {
    return [[`${number}x${by}${unit}`], unit ? [...pieces, unit] : pieces];
  }
  if (!unit) return [pieces];
  return [
    [...pieces.slice(0, -1), `${pieces.at(-1)}${unit}`],
    [...pieces, unit],
  ];
}

/**
 * Optimal string alignment distance (edits, each an insertion, deletion, substitution or swap of two
 * neighbours: "sevro" → "servo" is one), or `limit + 1` once it is known to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let twoBack = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (twoBack[j - 2] ?? 0) + 1);
      current.push(d);
      smallest = Math.min(smallest, d);
    }
    if (smallest > limit) return limit + 1;
    twoBack = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? 0, limit + 1);
}

/**
 * The form a word is indexed and looked up under: an English word by its Porter stem, so plurals
 * and "-ing" forms meet ("batteries", "battery" → "batteri"); part numbers, numbers and short words
 * as they are ("sg90", "gps", and "oled", whose stem "ol" would say nothing).
 */
export function termOf(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  const stem = stemmer(word);
  return stem.length >= 3 ? stem : word;
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after, without repeats. */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** Runs of letters and digits joined by hyphens or colons ("HC-SR04", "micro:bit"), or one other character. */
const PIECES = /[\p{L}\p{N}]+(?:[-:][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;
const WORD = /^[\p{L}\p{N}]/u;
const JOINERS = /[-:]/g;

/** Synonyms by the term of their key, so a plural finds them too ("servos", "screens"). */
const SYNONYMS_BY_TERM = new Map(
  Object.entries(SYNONYMS).map(([word, phrases]) => [termOf(word), phrases.map((phrase) => tokenize(phrase))]),
);

/** The phrases (each as its words) a query word also stands for ("lcd" → "display"). */
export function synonymsOf(word: string): string[][] {
  return SYNONYMS_BY_TERM.get(termOf(word)) ?? [];
}

/**
 * Families whose part numbers makers type without their letters ("2596" for the LM2596, "6050" for
 * the MPU6050): a number is also looked for with each prefix that makes a catalogue word.
 */
const FAMILY_PREFIXES = ['lm', 'ne', 'hc', 'mpu'];
/** A part number or model code: letters and digits in one word ("sg90", "esp32cam"). */
const PART_NUMBER = /^(?=.*\d)(?=.*[a-z])[a-z\d]+$/;
/** A misspelling this long may be two edits from its word; shorter ones one edit. */
const TWO_EDITS_FROM = 8;

/** Scores of the documents one query word (or the whole query) matches. */
export interface Matches {
  scores: Float32Array;
  /** The documents with a score above zero, in no particular order. */
  documents: number[];
  /**
   * Set when the query was relaxed (no document matched every word): the positions of the query
   * words every document matches.
   */
  kept?: number[];
}

/** How to match a query. */
export interface MatchOptions {
  /** The fields to look in (a mask of FIELDS), all by default. */
  fields?: number;
  /** Whether a word also matches through its synonyms, value forms and family prefixes (yes by default). */
  synonyms?: boolean;
  /**
   * When no document matches every word, match the documents that have the most of them instead
   * (see `relaxed`); only documents this accepts (shown ones) decide which words are kept.
   */
  relaxAmong?: (document: number) => boolean;
  /**
   * Positions of the words that say what the part is for ("for raspberry pi", "robot ke liye"), a
   * bit each: relaxing drops them before the words that name the part.
   */
  purpose?: number;
}

/** One way to match a query word: every word of the phrase, counting `weight`. */
interface Form {
  phrase: string[];
  weight: number;
}

/** Documents in both, scored by the sum (reuses the first's arrays). */
function both(first: Matches, second: Matches): Matches {
  const { scores } = first;
  first.documents = first.documents.filter((d) => {
    const score = second.scores[d] ?? 0;
    if (score === 0) return false;
    scores[d] = (scores[d] ?? 0) + score;
    return true;
  });
  return first;
}

/** One term a query word stands for, and how much a match on it counts. */
interface Expansion {
  term: number;
  weight: number;
}

/** Adds `value` to the list `key` names in `lists`, starting the list when there is none. */
function addTo<Key, Value>(lists: Map<Key, Value[]>, key: Key, value: Value): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

/**
 * An inverted index of product text, ranked by BM25F. Each term (a word's stem, a joined part
 * number or a symbol) lists the documents that contain it with its frequency in each field.
 * Documents are numbered by the caller and only ever added; a caller that replaces a document adds
 * it under a new number and stops asking about the old one.
 */
export class TextIndex {
  private readonly termIds = new Map<string, number>();
  /** Per term: pairs of (document, frequencies packed one byte per field), with room to grow. */
  private postings: Uint32Array[] = [];
  private postingLengths: number[] = [];
  /** Words as written (lower-cased) and joined part numbers → their term: for prefixes and corrections. */
  private readonly surfaceTerm = new Map<string, number>();
  private readonly sortedWords: string[] = [];
  /** While a build adds thousands of words, they are sorted once at the end rather than inserted in order. */
  private wordsInOrder = true;
  /** Words a misspelling may be corrected to (three letters or more, not bare numbers), by trigram. */
  private readonly trigramWords: { words: string[]; sizes: number[]; byTrigram: Map<string, number[]> } = {
    words: [],
    sizes: [],
    byTrigram: new Map(),
  };
  /** Per term: 1 when it occurs in a name, brand or category, the words a misspelling is corrected to. */
  private named = new Uint8Array(1024);
  /** Words per field of each document (document * FIELDS.length + field). */
  private fieldLengths = new Uint16Array(1024);
  private readonly totalFieldLength = FIELDS.map(() => 0);
  private documentsAdded = 0;
  /**
   * Words of letters only by the sound key of their spelling, for queries in an Indian script; kept
   * as words are added, like the trigrams, so no search waits while the whole vocabulary is keyed.
   */
  private readonly bySound = new Map<string, string[]>();
  /** Term → frequencies of the document being added, reused from one document to the next. */
  private readonly frequencies = new Map<number, number>();

  add(document: number, text: ProductText): void {
    const frequencies = this.frequencies;
    frequencies.clear();
    const count = (term: number, field: number) => {
      const packed = frequencies.get(term) ?? 0;
      const shift = field * FIELD_BITS;
      if (((packed >>> shift) & MAX_TERM_FREQUENCY) < MAX_TERM_FREQUENCY) frequencies.set(term, packed + (1 << shift));
    };
    if (this.fieldLengths.length < (document + 1) * FIELDS.length) {
      const grown = new Uint16Array(Math.max((document + 1) * FIELDS.length, this.fieldLengths.length * 2));
      grown.set(this.fieldLengths);
      this.fieldLengths = grown;
    }
    FIELDS.forEach((field, f) => {
      // Characters that are neither letters, digits nor spaces ("%", "&", "_") are kept for literal searches.
      const withSymbols = (LITERAL_FIELDS >> f) & 1;
      let length = 0;
      for (const piece of text[field].toLowerCase().match(PIECES) ?? []) {
        if (!WORD.test(piece)) {
          if (withSymbols) count(this.term(piece), f);
          continue;
        }
        if (!piece.includes('-') && !piece.includes(':')) {
          count(this.wordTerm(piece, true, f), f);
          length++;
          continue;
        }
        const parts = piece.split(JOINERS);
        for (const part of parts) count(this.wordTerm(part, true, f), f);
        length += parts.length;
        // A part number written with a hyphen is also found joined, from each part on: "HC-SR04" as
        // "hcsr04", "ESP32-S3-DevKitC-1" as "esp32s3devkitc1" (and so "esp32s3") and "s3devkitc1".
        for (let i = 0; i + 1 < parts.length; i++) count(this.wordTerm(parts.slice(i).join(''), false), f);
        if (withSymbols) for (const joiner of piece.match(JOINERS) ?? []) count(this.term(joiner), f);
      }
      length = Math.min(length, 0xffff);
      this.fieldLengths[document * FIELDS.length + f] = length;
      this.totalFieldLength[f] = (this.totalFieldLength[f] ?? 0) + length;
    });
    for (const [term, packed] of frequencies) this.addPosting(term, document, packed);
    this.documentsAdded++;
  }

  /** For a bulk build: words are sorted once, when `finishBuild` or the first search needs them. */
  startBuild(): void {
    this.wordsInOrder = false;
  }

  /** Sorts the words and gives back the spare room of the posting lists, once a build is done. */
  finishBuild(): void {
    this.putWordsInOrder();
    this.postings = this.postings.map((list, term) => list.slice(0, this.postingLengths[term] ?? 0));
  }

  /**
   * Documents that match every word, scored by BM25F. A word matches through its stem ("boards" →
   * "board"), a longer word it begins ("ardu" → "arduino"), or one of its synonyms; a character that
   * is no letter or digit ("%") matches itself.
   */
  match(words: string[], documentCount: number, options: MatchOptions = {}): Matches {
    const fields = options.fields ?? ALL_FIELDS;
    const matchOne = (word: string) =>
      options.synonyms === false
        ? this.matchPart(word, documentCount, fields, 1)
        : this.matchWord(word, documentCount, fields);
    if (options.relaxAmong && words.length > 1)
      return this.relaxed(words, words.map(matchOne), options.relaxAmong, options.purpose ?? 0);
    let result: Matches | undefined;
    for (const word of words) {
      const matches = matchOne(word);
      result = result ? both(result, matches) : matches;
      if (result.documents.length === 0) break;
    }
    return result ?? { scores: new Float32Array(0), documents: [] };
  }

  /**
   * Whether the catalogue has this word, its stem, or a longer word it begins, or has it in another
   * form: a value as written in product text ("3.3v" as "3.3V"), a part number with its family's
   * letters ("2596" as "LM2596"), a synonym.
   */
  knows(word: string): boolean {
    return this.formsOf(word).some(({ phrase }) => phrase.every((part) => this.knowsWord(part)));
  }

  /** Whether the catalogue has exactly this word or joined part number ("sg90"). */
  hasWord(word: string): boolean {
    return this.surfaceTerm.has(word);
  }

  /**
   * Up to `limit` words of product names, brands and categories a misspelled word may stand for,
   * likeliest first: with the same first letter and one edit away (two for words of eight letters
   * or more; a swap of neighbours is one edit, "sevro" → "servo"); the fewer edits, then the more
   * products, then the more trigrams shared (pg_trgm's similarity) first. Candidates are the words
   * that share a trigram with it.
   */
  closestWords(word: string, limit: number): string[] {
    const { words, sizes, byTrigram } = this.trigramWords;
    const grams = trigramsOf(word);
    const shared = new Map<number, number>();
    for (const gram of grams) {
      for (const w of byTrigram.get(gram) ?? []) shared.set(w, (shared.get(w) ?? 0) + 1);
    }
    const maxEdits = word.length < TWO_EDITS_FROM ? 1 : 2;
    const candidates: { word: string; edits: number; similarity: number; documents: number }[] = [];
    for (const [w, count] of shared) {
      const candidate = words[w] ?? '';
      const term = this.surfaceTerm.get(candidate) ?? 0;
      if (candidate[0] !== word[0] || !this.named[term]) continue;
      const edits = editDistance(word, candidate, maxEdits);
      if (edits > maxEdits) continue;
      const similarity = count / (grams.size + (sizes[w] ?? 0) - count);
      candidates.push({ word: candidate, edits, similarity, documents: this.postingLengths[term] ?? 0 });
    }
    return candidates
      .sort((a, b) => a.edits - b.edits || b.documents - a.documents || b.similarity - a.similarity)
      .slice(0, limit)
      .map((c) => c.word);
  }

  /**
   * The word of a product name, brand or category that sounds like one read out of an Indian
   * script ("sensar" → "sensor", "draivar" → "driver"): of those with its sound key, the one with
   * the fewest edits from it, less half a log₂ of the products it is in; null when none has its key.
   */
  soundingLike(romanised: string): string | null {
    const [key] = soundKeys(romanised, true);
    if (!key) return null;
    let best: { word: string; cost: number } | null = null;
    for (const word of this.bySound.get(key) ?? []) {
      const term = this.surfaceTerm.get(word) ?? 0;
      if (!this.named[term]) continue;
      // Spelling in a script says little of English vowels (மாட்யூல் "matyul" is nearer "metal" than
      // "module"), so a word in many products wins over one a letter closer.
      const edits = editDistance(romanised, word, Math.max(romanised.length, word.length));
      const cost = edits - Math.log2(1 + (this.postingLengths[term] ?? 0)) / 2;
      if (!best || cost < best.cost) best = { word, cost };
    }
    return best?.word ?? null;
  }

  private term(key: string): number {
    let id = this.termIds.get(key);
    if (id === undefined) {
      id = this.postings.length;
      this.termIds.set(key, id);
      this.postings.push(new Uint32Array(4));
      this.postingLengths.push(0);
    }
    return id;
  }

  /**
   * The term of a word as written (by its stem, or as it is for a joined part number), remembering
   * the word for prefixes and corrections.
   */
  private wordTerm(word: string, stemmed = true, field: number = FIELDS.length): number {
    const id = this.surfaceTerm.get(word) ?? this.newWordTerm(word, stemmed);
    if (field <= NAMING_FIELD) {
      if (this.named.length <= id) {
        const grown = new Uint8Array(Math.max(id + 1, this.named.length * 2));
        grown.set(this.named);
        this.named = grown;
      }
      this.named[id] = 1;
    }
    return id;
  }

  private newWordTerm(word: string, stemmed: boolean): number {
    const id = this.term(stemmed ? termOf(word) : word);
    this.surfaceTerm.set(word, id);
    if (/^[a-z]+$/.test(word)) {
      for (const key of soundKeys(word)) addTo(this.bySound, key, word);
    }
    if (this.wordsInOrder) this.sortedWords.splice(this.firstAtOrAfter(word), 0, word);
    else this.sortedWords.push(word);
    if (word.length >= PREFIX_FROM && !/^\d+$/.test(word)) {
      const { words, sizes, byTrigram } = this.trigramWords;
      const grams = trigramsOf(word);
      for (const gram of grams) addTo(byTrigram, gram, words.length);
      words.push(word);
      sizes.push(grams.size);
    }
    return id;
  }

  private addPosting(term: number, document: number, packed: number): void {
    const length = this.postingLengths[term] ?? 0;
    let list = this.postings[term] ?? new Uint32Array(4);
    if (length + 2 > list.length) {
      const grown = new Uint32Array(list.length * 2);
      grown.set(list);
      list = grown;
    }
    list[length] = document;
    list[length + 1] = packed;
    this.postings[term] = list;
    this.postingLengths[term] = length + 2;
  }

  /**
   * The answer when no document matches every word: the documents that match the most words, and
   * the words they match. The best of them decides which words are kept (a part number before
   * another word, then the higher score); every document matching all the kept words is a result,
   * scored by all the words it matches, so one that also has a dropped word ranks higher.
   */
  private relaxed(words: string[], perWord: Matches[], shown: (document: number) => boolean, purpose: number): Matches {
    // Most queries match whole: intersect as `match` does, keeping the first word's own documents.
    const firstDocuments = perWord[0]?.documents.slice() ?? [];
    const whole = perWord.slice(1).reduce((result, matches) => both(result, matches), perWord[0] as Matches);
    if (whole.documents.some(shown)) return whole;
    (perWord[0] as Matches).documents = firstDocuments;
    const documentCount = perWord[0]?.scores.length ?? 0;
    const wordsMatched = new Uint16Array(documentCount);
    const scores = new Float32Array(documentCount);
    const touched: number[] = [];
    perWord.forEach((matches, i) => {
      for (const d of matches.documents) {
        if (wordsMatched[d] === 0) touched.push(d);
        wordsMatched[d] = (wordsMatched[d] ?? 0) | (1 << i);
        scores[d] = (scores[d] ?? 0) + (matches.scores[d] ?? 0);
      }
    });
    const partNumbers = words.reduce(
      (mask, word, i) => (PART_NUMBER.test(word) && !valueForms(word).length ? mask | (1 << i) : mask),
      0,
    );
    const count = (mask: number) => {
      let n = 0;
      for (let m = mask; m; m &= m - 1) n++;
      return n;
    };
    // Compared in order: words naming the part matched, part numbers among them, all words matched, score.
    const keyOf = (d: number) => {
      const mask = wordsMatched[d] ?? 0;
      return [count(mask & ~purpose), count(mask & partNumbers), count(mask), scores[d] ?? 0] as const;
    };
    let best: number | undefined;
    let bestKey: readonly number[] = [];
    for (const d of touched) {
      if (!shown(d)) continue;
      const key = keyOf(d);
      const better =
        key[0] - (bestKey[0] ?? -1) ||
        key[1] - (bestKey[1] ?? 0) ||
        key[2] - (bestKey[2] ?? 0) ||
        key[3] - (bestKey[3] ?? 0);
      if (better > 0) {
        best = d;
        bestKey = key;
      }
    }
    if (best === undefined) return { scores, documents: [] };
    const kept = wordsMatched[best] ?? 0;
    return {
      scores,
      documents: touched.filter((d) => ((wordsMatched[d] ?? 0) & kept) === kept),
      kept: perWord.flatMap((_, i) => ((kept >> i) & 1 ? [i] : [])),
    };
  }

  /** Whether the catalogue has exactly this word, its stem, or a longer word it begins. */
  private knowsWord(word: string): boolean {
    if (this.termIds.has(termOf(word))) return true;
    return word.length >= PREFIX_FROM ? this.wordsStartingWith(word).length > 0 : this.surfaceTerm.has(word);
  }

  /**
   * The ways a query word may match, itself first: a value as product text writes it ("3.3v" as
   * "3", "3v"), a number with a family's letters when that makes a catalogue word ("2596" →
   * "lm2596"), its synonyms (counting less).
   */
  private formsOf(word: string): Form[] {
    const forms: Form[] = [{ phrase: [word], weight: 1 }];
    for (const phrase of valueForms(word)) forms.push({ phrase, weight: 1 });
    if (/^\d/.test(word)) {
      for (const family of FAMILY_PREFIXES) {
        if (this.surfaceTerm.has(family + word)) forms.push({ phrase: [family + word], weight: 1 });
      }
    }
    for (const phrase of synonymsOf(word)) forms.push({ phrase, weight: SYNONYM_WEIGHT });
    return forms;
  }

  private matchWord(word: string, documentCount: number, fields: number): Matches {
    const forms = this.formsOf(word);
    if (forms.length === 1) return this.matchPart(word, documentCount, fields, 1);
    const best: Matches = { scores: new Float32Array(documentCount), documents: [] };
    for (const { phrase, weight } of forms) {
      // Every word of a phrase must match ("raspberry pi").
      let matches: Matches | undefined;
      for (const part of phrase) {
        const partMatches = this.matchPart(part, documentCount, fields, weight);
        matches = matches ? both(matches, partMatches) : partMatches;
      }
      for (const d of matches?.documents ?? []) {
        const score = matches?.scores[d] ?? 0;
        const current = best.scores[d] ?? 0;
        if (current === 0) best.documents.push(d);
        if (score > current) best.scores[d] = score;
      }
    }
    return best;
  }

  /** One word or character: a document scores its best term, by BM25F over the given fields. */
  private matchPart(part: string, documentCount: number, fields: number, weight: number): Matches {
    const scores = new Float32Array(documentCount);
    const documents: number[] = [];
    const averageLength = this.totalFieldLength.map((total) => Math.max(1, total / Math.max(1, this.documentsAdded)));
    const expansions = this.expansionsOf(part);
    const idfOf = (documentFrequency: number) =>
      Math.log(1 + (this.documentsAdded - documentFrequency + 0.5) / (documentFrequency + 0.5));
    // Longer words a word begins count as the prefix's most common form does: a rare word that
    // merely starts alike ("sensor-logging" for "sensor") must not outrank the word itself.
    const prefixIdf = idfOf(Math.max(0, ...expansions.map(({ term }) => (this.postingLengths[term] ?? 0) / 2)));
    for (const { term, weight: termWeight } of expansions) {
      const list = this.postings[term];
      const length = this.postingLengths[term] ?? 0;
      if (!list) continue;
      const idf = termWeight === 1 ? idfOf(length / 2) : prefixIdf;
      for (let i = 0; i < length; i += 2) {
        const document = list[i] ?? 0;
        if (document >= documentCount) continue;
        const packed = list[i + 1] ?? 0;
        let frequency = 0;
        for (let f = 0; f < FIELDS.length; f++) {
          const inField = (packed >>> (f * FIELD_BITS)) & MAX_TERM_FREQUENCY;
          if (inField === 0 || !((fields >> f) & 1)) continue;
          const b = LENGTH_NORMALISATION[f as 0] ?? 0;
          const relativeLength = (this.fieldLengths[document * FIELDS.length + f] ?? 0) / (averageLength[f] ?? 1);
          frequency += ((FIELD_WEIGHT[f as 0] ?? 0) * inField) / (1 - b + b * relativeLength);
        }
        if (frequency === 0) continue;
        const score = weight * termWeight * idf * ((frequency * (K1 + 1)) / (frequency + K1));
        const current = scores[document] ?? 0;
        if (current === 0) documents.push(document);
        if (score > current) scores[document] = score;
      }
    }
    return { scores, documents };
  }

  /**
   * The terms a query word stands for: its own (by stem), and those of the longer words that begin
   * with it, or with its stem when that is long enough to say something ("charging" → "charger",
   * but not "wiring" → "wireless").
   */
  private expansionsOf(part: string): Expansion[] {
    if (!WORD.test(part)) {
      const symbol = this.termIds.get(part);
      return symbol === undefined ? [] : [{ term: symbol, weight: 1 }];
    }
    const stem = termOf(part);
    const own = this.termIds.get(stem);
    const expansions: Expansion[] = own === undefined ? [] : [{ term: own, weight: 1 }];
    if (part.length < PREFIX_FROM) return expansions;
    const seen = new Set(own === undefined ? [] : [own]);
    // Words beginning with the stem include those beginning with the word when the stem is its start.
    const prefixes = stem.length < STEM_PREFIX_FROM ? [part] : part.startsWith(stem) ? [stem] : [part, stem];
    for (const prefix of prefixes) {
      for (const word of this.wordsStartingWith(prefix)) {
        const term = this.surfaceTerm.get(word);
        if (term === undefined || seen.has(term)) continue;
        seen.add(term);
        expansions.push({ term, weight: PREFIX_WEIGHT });
      }
    }
    return expansions;
  }

  private putWordsInOrder(): void {
    if (this.wordsInOrder) return;
    this.sortedWords.sort();
    this.wordsInOrder = true;
  }

  private firstAtOrAfter(word: string): number {
    this.putWordsInOrder();
    const words = this.sortedWords;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((words[mid] ?? '') < word) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private wordsStartingWith(prefix: string): string[] {
    const found: string[] = [];
    const words = this.sortedWords;
    for (let i = this.firstAtOrAfter(prefix); i < words.length && words[i]?.startsWith(prefix); i++) {
      found.push(words[i] ?? '');
    }
    return found;
  }
}
