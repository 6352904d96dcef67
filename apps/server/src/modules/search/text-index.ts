import { alternativesOf } from './synonyms.js';

/** Where a word appears in a product; a word found in several places weighs their sum. */
export const FIELD = { name: 8, category: 4, description: 2, specifications: 1 } as const;

/** The weights PostgreSQL's ts_rank gives its A, B, C and D labels: name and brand above category above the rest. */
const WEIGHT_OF: Float32Array = Float32Array.from({ length: 16 }, (_, mask) => {
  return (
    (mask & FIELD.name ? 1 : 0) +
    (mask & FIELD.category ? 0.4 : 0) +
    (mask & FIELD.description ? 0.2 : 0) +
    (mask & FIELD.specifications ? 0.1 : 0)
  );
});

const MAX_QUERY_WORDS = 8;
/** Words shorter than this match whole words only ("pi", "ir"); longer ones also as prefixes ("ardu"). */
const PREFIX_FROM = 3;
/** pg_trgm's default similarity threshold. */
const SIMILARITY_THRESHOLD = 0.3;

/** Letters and digits, lower-cased: quotes, %, \, &, :* and the like are never part of a word. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words of a customer's query, at most eight. */
export function searchWords(q: string): string[] {
  return tokenize(q).slice(0, MAX_QUERY_WORDS);
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after, without repeats. */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** Scores of the documents one query word (or the whole query) matches. */
interface Matches {
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

export type ProductText = Record<keyof typeof FIELD, string>;

/**
 * An inverted index of product words: each word lists the documents that contain it, with the
 * fields it appears in. Documents are numbered by the caller and only ever added; a caller that
 * replaces a document adds it under a new number and stops asking about the old one.
 */
export class TextIndex {
  private readonly postings = new Map<string, number[]>();
  private sortedWords: string[] | undefined;
  private trigramWords: { words: string[]; sizes: number[]; byTrigram: Map<string, number[]> } | undefined;

  add(document: number, text: ProductText): void {
    const fieldsOf = new Map<string, number>();
    for (const field of Object.keys(FIELD) as (keyof typeof FIELD)[]) {
      for (const word of tokenize(text[field])) fieldsOf.set(word, (fieldsOf.get(word) ?? 0) | FIELD[field]);
    }
    for (const [word, fields] of fieldsOf) {
      let list = this.postings.get(word);
      if (!list) {
        list = [];
        this.postings.set(word, list);
        this.sortedWords = undefined;
        this.trigramWords = undefined;
      }
      list.push(document * 16 + fields);
    }
  }

  /** Documents that match every word (a word matches through itself or one of its synonyms), scored. */
  match(words: string[], documentCount: number): Matches {
    let result: Matches | undefined;
    for (const word of words) {
      const matches = this.matchWord(word, documentCount);
      result = result ? both(result, matches) : matches;
      if (result.documents.length === 0) break;
    }
    return result ?? { scores: new Float32Array(0), documents: [] };
  }

  /** Whether any indexed word begins with this one. */
  knows(word: string): boolean {
    return this.wordsStartingWith(word).length > 0;
  }

  /**
   * The indexed word most like a misspelled one ("sensr" → "sensor"), by pg_trgm's trigram
   * similarity (shared trigrams over all trigrams of both), or undefined below its threshold.
   */
  closestWord(word: string): string | undefined {
    const { words, sizes, byTrigram } = this.trigramTable();
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

  private matchWord(word: string, documentCount: number): Matches {
    const alternatives = alternativesOf(word).map((phrase) => phrase.flatMap((part) => tokenize(part)));
    if (alternatives.length === 1) return this.matchPhrase(alternatives[0] ?? [], documentCount);
    const best: Matches = { scores: new Float32Array(documentCount), documents: [] };
    for (const phrase of alternatives) {
      const matches = this.matchPhrase(phrase, documentCount);
      for (const d of matches.documents) {
        const score = matches.scores[d] ?? 0;
        const current = best.scores[d] ?? 0;
        if (current === 0) best.documents.push(d);
        if (score > current) best.scores[d] = score;
      }
    }
    return best;
  }

  /** Every part of a phrase must match ("raspberry pi"). */
  private matchPhrase(parts: string[], documentCount: number): Matches {
    let result: Matches | undefined;
    for (const part of parts) {
      const matches = this.matchPart(part, documentCount);
      result = result ? both(result, matches) : matches;
    }
    return result ?? { scores: new Float32Array(documentCount), documents: [] };
  }

  /** One word: the whole word, or every indexed word it begins; a document scores its best such word. */
  private matchPart(part: string, documentCount: number): Matches {
    const scores = new Float32Array(documentCount);
    const documents: number[] = [];
    const words = part.length >= PREFIX_FROM ? this.wordsStartingWith(part) : this.postings.has(part) ? [part] : [];
    for (const word of words) {
      for (const posting of this.postings.get(word) ?? []) {
        const document = Math.floor(posting / 16);
        if (document >= documentCount) continue;
        const weight = WEIGHT_OF[posting % 16] ?? 0;
        const current = scores[document] ?? 0;
        if (current === 0) documents.push(document);
        if (weight > current) scores[document] = weight;
      }
    }
    return { scores, documents };
  }

  private wordsStartingWith(prefix: string): string[] {
    this.sortedWords ??= [...this.postings.keys()].sort();
    const words = this.sortedWords;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((words[mid] ?? '') < prefix) low = mid + 1;
      else high = mid;
    }
    const found: string[] = [];
    for (let i = low; i < words.length && words[i]?.startsWith(prefix); i++) found.push(words[i] ?? '');
    return found;
  }

  /** Words a misspelling may be corrected to (three letters or more, not bare numbers), by trigram. */
  private trigramTable() {
    if (this.trigramWords) return this.trigramWords;
    const words = [...this.postings.keys()].filter((w) => w.length >= PREFIX_FROM && !/^\d+$/.test(w));
    const sizes: number[] = [];
    const byTrigram = new Map<string, number[]>();
    words.forEach((word, i) => {
      const grams = trigramsOf(word);
      sizes.push(grams.size);
      for (const gram of grams) {
        const list = byTrigram.get(gram);
        if (list) list.push(i);
        else byTrigram.set(gram, [i]);
      }
    });
    this.trigramWords = { words, sizes, byTrigram };
    return this.trigramWords;
  }
}
