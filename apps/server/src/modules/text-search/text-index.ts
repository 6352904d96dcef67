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
/** pg_trgm's default similarity threshold. */
const SIMILARITY_THRESHOLD = 0.3;
/** A posting packs a term's frequency in each field into one 32-bit number, 6 bits a field. */
const FIELD_BITS = 6;
const MAX_TERM_FREQUENCY = (1 << FIELD_BITS) - 1;

/** Letters and digits, lower-cased: quotes, %, \, &, :* and the like are never part of a word. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
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

/** A word's alternatives as lists of words, the word itself first. */
export function alternativesOf(word: string): string[][] {
  return [[word], ...(SYNONYMS_BY_TERM.get(termOf(word)) ?? [])];
}

/** Scores of the documents one query word (or the whole query) matches. */
export interface Matches {
  scores: Float32Array;
  /** The documents with a score above zero, in no particular order. */
  documents: number[];
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
  /** Words per field of each document (document * FIELDS.length + field). */
  private fieldLengths = new Uint16Array(1024);
  private readonly totalFieldLength = FIELDS.map(() => 0);
  private documentsAdded = 0;
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
          count(this.wordTerm(piece), f);
          length++;
          continue;
        }
        const parts = piece.split(JOINERS);
        for (const part of parts) count(this.wordTerm(part), f);
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
  match(words: string[], documentCount: number, options: { fields?: number; synonyms?: boolean } = {}): Matches {
    const fields = options.fields ?? ALL_FIELDS;
    let result: Matches | undefined;
    for (const word of words) {
      const matches =
        options.synonyms === false
          ? this.matchPart(word, documentCount, fields, 1)
          : this.matchWord(word, documentCount, fields);
      result = result ? both(result, matches) : matches;
      if (result.documents.length === 0) break;
    }
    return result ?? { scores: new Float32Array(0), documents: [] };
  }

  /** Whether the catalogue has this word, its stem, or a longer word it begins. */
  knows(word: string): boolean {
    if (this.termIds.has(termOf(word))) return true;
    return word.length >= PREFIX_FROM ? this.wordsStartingWith(word).length > 0 : this.surfaceTerm.has(word);
  }

  /** Whether the catalogue has exactly this word or joined part number ("sg90"). */
  hasWord(word: string): boolean {
    return this.surfaceTerm.has(word);
  }

  /**
   * The indexed word most like a misspelled one ("sensr" → "sensor"), by pg_trgm's trigram
   * similarity (shared trigrams over all trigrams of both), or undefined below its threshold.
   */
  closestWord(word: string): string | undefined {
    const { words, sizes, byTrigram } = this.trigramWords;
    const grams = trigramsOf(word);
    const shared = new Map<number, number>();
    for (const gram of grams) {
      for (const w of byTrigram.get(gram) ?? []) shared.set(w, (shared.get(w) ?? 0) + 1);
    }
    let best: string | undefined;
    let bestSimilarity = 0;
    for (const [w, count] of shared) {
      const similarity = count / (grams.size + (sizes[w] ?? 0) - count);
      const candidate = words[w] ?? '';
      if (similarity < SIMILARITY_THRESHOLD) continue;
      if (similarity > bestSimilarity || (similarity === bestSimilarity && best !== undefined && candidate < best)) {
        best = candidate;
        bestSimilarity = similarity;
      }
    }
    return best;
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
  private wordTerm(word: string, stemmed = true): number {
    const known = this.surfaceTerm.get(word);
    if (known !== undefined) return known;
    const id = this.term(stemmed ? termOf(word) : word);
    this.surfaceTerm.set(word, id);
    if (this.wordsInOrder) this.sortedWords.splice(this.firstAtOrAfter(word), 0, word);
    else this.sortedWords.push(word);
    if (word.length >= PREFIX_FROM && !/^\d+$/.test(word)) {
      const { words, sizes, byTrigram } = this.trigramWords;
      const grams = trigramsOf(word);
      for (const gram of grams) {
        const list = byTrigram.get(gram);
        if (list) list.push(words.length);
        else byTrigram.set(gram, [words.length]);
      }
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

  private matchWord(word: string, documentCount: number, fields: number): Matches {
    const alternatives = alternativesOf(word);
    if (alternatives.length === 1) return this.matchPart(word, documentCount, fields, 1);
    const best: Matches = { scores: new Float32Array(documentCount), documents: [] };
    alternatives.forEach((phrase, i) => {
      // Every word of a phrase must match ("raspberry pi").
      let matches: Matches | undefined;
      for (const part of phrase) {
        const partMatches = this.matchPart(part, documentCount, fields, i === 0 ? 1 : SYNONYM_WEIGHT);
        matches = matches ? both(matches, partMatches) : partMatches;
      }
      for (const d of matches?.documents ?? []) {
        const score = matches?.scores[d] ?? 0;
        const current = best.scores[d] ?? 0;
        if (current === 0) best.documents.push(d);
        if (score > current) best.scores[d] = score;
      }
    });
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
