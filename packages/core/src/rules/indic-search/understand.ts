import type { IndicGlossary } from './glossary.js';
import { HINDI } from './hi.js';
import { romanise } from './romanise.js';
import { hasIndicScript, type IndicScript, indicScriptOf, latinDigits } from './script.js';
import { TAMIL } from './ta.js';
import { TELUGU } from './te.js';

/** Each script's glossary: Hindi is written in Devanagari, Telugu and Tamil in their own scripts. */
const GLOSSARIES: Record<IndicScript, IndicGlossary> = { devanagari: HINDI, telugu: TELUGU, tamil: TAMIL };

/** A glossary word begun by the last word typed is what a customer is still typing, from this many characters. */
const PARTIAL_FROM = 3;

/**
 * One spelling of a word however it was keyed: precomposed or with a nukta (ज़ / ज़), with a
 * chandrabindu or an anusvara (धुआँ / धुआं), with or without the zero-width joiners Telugu and Tamil
 * keyboards insert.
 */
export function normaliseIndic(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u093c\u200c\u200d]/gu, '')
    .replace(/\u0901/gu, '\u0902')
    .normalize('NFC');
}

interface Lookup {
  words: Map<string, string>;
  /** Glossary words in order, for the word still being typed. */
  sorted: string[];
  fillers: Set<string>;
  postpositions: Map<string, string>;
}

const LOOKUPS = new Map<IndicScript, Lookup>();

function lookupFor(script: IndicScript): Lookup {
  let lookup = LOOKUPS.get(script);
  if (!lookup) {
    const glossary = GLOSSARIES[script];
    const words = new Map(Object.entries(glossary.words).map(([word, english]) => [normaliseIndic(word), english]));
    lookup = {
      words,
      sorted: [...words.keys()].sort(),
      fillers: new Set(glossary.fillers.map(normaliseIndic)),
      postpositions: new Map(Object.entries(glossary.postpositions).map(([word, p]) => [normaliseIndic(word), p])),
    };
    LOOKUPS.set(script, lookup);
  }
  return lookup;
}

/**
 * The catalogue word an English trade word written in an Indian script stands for, found by the
 * sound of its romanised form ("sensar" → "sensor"), or null.
 */
export type SoundMatcher = (romanised: string) => string | null;

/** How a query in an Indian script (whole or in part) was read. */
export interface IndicReading {
  /** The query in the catalogue's English: Latin words, part numbers and values as typed. */
  text: string;
  /** Whether any word was in an Indian script. */
  translated: boolean;
}

type Piece = { english: string } | { postposition: string };

/** The English of one Indian-script word, or a postposition, or nothing for a filler. */
function readWord(word: string, script: IndicScript, partial: boolean, soundsLike: SoundMatcher): Piece | null {
  const lookup = lookupFor(script);
  const postposition = lookup.postpositions.get(word);
  if (postposition) return { postposition };
  if (lookup.fillers.has(word)) return null;
  const english = lookup.words.get(word);
  if (english) return { english };
  const romanised = romanise(word, script);
  const heard = soundsLike(romanised);
  if (heard) return { english: heard };
  // Still being typed ("तापम"): the glossary word it begins; else its romanised form, which the index
  // matches as the beginning of a word ("सेंस" → "sens").
  if (partial && word.length >= PARTIAL_FROM) {
    const begun = lookup.sorted.find((known) => known.startsWith(word));
    if (begun) return { english: lookup.words.get(begun) ?? '' };
  }
  return { english: romanised };
}

/**
 * A query read into the catalogue's English, so the index (English only) can answer it: words in
 * Devanagari, Telugu or Tamil become their glossary meaning or, for a trade word written in the
 * script, the catalogue word it sounds like; fillers ("का", "కి", "ஒரு") go; Latin words, part
 * numbers and values stay as typed, Indian digits become Latin. A postposition moves what comes
 * before it to the end behind "for" or "with", as English says it: "arduino के लिए मोटर ड्राइवर"
 * → "motor driver for arduino". A query without Indian script comes back as it is.
 */
export function readIndicQuery(query: string, soundsLike: SoundMatcher): IndicReading {
  // Most queries (every English search and keystroke) stop here.
  if (!hasIndicScript(query)) return { text: query, translated: false };
  const normalised = normaliseIndic(latinDigits(query));
  // Runs of one script each: "esp32 சென்சார்" is "esp32 " and "சென்சார்".
  const runs: string[] = [];
  let runScript: IndicScript | null | undefined;
  for (const character of normalised) {
    const script = indicScriptOf(character);
    if (script === runScript && runs.length) runs[runs.length - 1] += character;
    else runs.push(character);
    runScript = script;
  }
  const trailingSpace = /\s$/u.test(query);
  let clause: string[] = [];
  const purposes: string[] = [];
  runs.forEach((run, r) => {
    const script = indicScriptOf(run);
    if (!script) {
      if (run.trim()) clause.push(run.trim());
      return;
    }
    const words = run.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
    words.forEach((word, w) => {
      const partial = !trailingSpace && r === runs.length - 1 && w === words.length - 1;
      const piece = readWord(word, script, partial, soundsLike);
      if (!piece) return;
      if ('english' in piece) clause.push(piece.english);
      else if (clause.length) {
        purposes.push(`${piece.postposition} ${clause.join(' ')}`);
        clause = [];
      }
    });
  });
  // "मोटर के लिए" alone: what it is for is all there is to look for.
  const text = clause.length ? [...clause, ...purposes] : purposes.map((p) => p.replace(/^\S+ /u, ''));
  return { text: text.join(' '), translated: true };
}
