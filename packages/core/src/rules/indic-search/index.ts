export type { IndicGlossary } from './glossary.js';
export { HINDI } from './hi.js';
export { romanise, soundKeys } from './romanise.js';
export { hasIndicScript, type IndicScript, indicScriptOf, latinDigits } from './script.js';
export { TAMIL } from './ta.js';
export { TELUGU } from './te.js';
export { type IndicReading, normaliseIndic, readIndicQuery, type SoundMatcher } from './understand.js';
