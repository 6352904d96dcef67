import Sanscript from '@indic-transliteration/sanscript';
import type { IndicScript } from './script.js';

/**
 * An Indian-script word in plain Latin letters as an English word written in that script sounds:
 * सेंसर → "sensar", மோட்டார் → "mottar", డ్రైవర్ → "draivar". Sanscript gives the ISO 15919
 * reading; the anusvara becomes n (m before p, b, m), the vowel a Hindi word ends on without writing
 * it is dropped, and accents go (ā → a).
 */
export function romanise(word: string, script: IndicScript): string {
  const iso = Sanscript.t(word, script, 'iso')
    .replace(/ṁ(?=[pbm])/g, 'm')
    .replace(/ṁ/g, 'n')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
  // Tamil writes k/g, c/j/s, ṭ/ḍ, t/d and p/b each with one letter, which Sanscript reads voiced
  // and aspirated (சென்சார் "jhenjhar"); makers mean the plain sound ("sensar").
  if (script === 'tamil') return iso.replace(/gh/g, 'k').replace(/jh/g, 's').replace(/dh/g, 't').replace(/bh/g, 'p');
  // Devanagari writes no vowel after a final consonant yet Sanscript reads one ("motara").
  const endsOnConsonant = /\p{L}$/u.test(word) && !/[\u0905-\u0914]$/u.test(word);
  return script === 'devanagari' && endsOnConsonant ? iso.replace(/a$/, '') : iso;
}

/** Spellings of one sound, English first then romanised Indian script, as the letter that stands for the class. */
const ENGLISH_SOUNDS: [RegExp, string][] = [
  [/tch/g, 'ch'],
  [/igh/g, 'i'],
  [/ck/g, 'k'],
  [/ph/g, 'f'],
  [/qu/g, 'kv'],
  [/x/g, 'ks'],
  [/tion/g, 'shan'],
  [/c(?=[eiy])/g, 's'],
];
const CLASSES: [RegExp, string][] = [
  [/[kg]h/g, 'K'],
  [/[cj]h|sh/g, 'S'],
  [/[td]h/g, 'T'],
  [/bh/g, 'P'],
  [/ph/g, 'F'],
  [/[kgqc]/g, 'K'],
  [/[sjz]/g, 'S'],
  [/[td]/g, 'T'],
  [/[pb]/g, 'P'],
  [/[vw]/g, 'V'],
  [/f/g, 'F'],
  [/^h/g, 'H'],
  [/h/g, ''],
  [/^[aeiouy]/g, 'A'],
  [/[aeiouy]/g, ''],
];

function classes(spelling: string): string {
  let key = spelling;
  for (const [pattern, sound] of CLASSES) key = key.replace(pattern, sound);
  // What is left lower-case is l, r, m, n: their own classes.
  return key.toUpperCase().replace(/(.)\1+/g, '$1');
}

/**
 * A word's consonant skeleton by sound, so an English word and its spelling in an Indian script
 * meet: voiced and unvoiced, aspirated and plain, s/j/ch/sh are one each (Tamil writes them alike),
 * vowels go except a first one, doubled letters are one. "sensor" and "sensar" → "SNSR", "driver"
 * and "draivar" → "TRVR", "battery" and "baitari" → "PTR". An English word whose g may sound as j
 * ("charger", "voltage") has both keys. `romanised` is for a word read out of an Indian script.
 */
export function soundKeys(word: string, romanised = false): string[] {
  // ISO writes च as c and छ as ch: both are the ch of "charger".
  if (romanised) return [classes(word.replace(/c(?!h)/g, 'ch'))];
  let english = word;
  for (const [pattern, sound] of ENGLISH_SOUNDS) english = english.replace(pattern, sound);
  const keys = [classes(english)];
  if (/g[eiy]/.test(english)) keys.push(classes(english.replace(/g(?=[eiy])/g, 'j')));
  return keys;
}
