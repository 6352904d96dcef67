import { parseIndianDate } from './dates.js';

/**
 * The server and the shared form rules speak English ("Only 3 left in stock."). A catalogue of
 * their sentences holds each by its English, a sentence built with values as a template ("Only {0}
 * left in stock."). The storefront shows them in the reader's language with it, and the server
 * writes its notification e-mails with it.
 */
export interface ApiMessageCatalogue {
  /** The catalogue's sentences, their shapes worked out once (`apiMessageShapes`). */
  shapes: ApiMessageShapes;
  /** A sentence of the catalogue in the reader's language, its `{0}`, `{1}`… filled with `values`. */
  say(id: string, values: Record<string, string>): string;
  /** A calendar date (YYYY-MM-DD) as the reader writes it. */
  formatDate(date: string): string;
}

interface Template {
  id: string;
  pattern: RegExp;
  /** The placeholder each captured value fills, in the order they appear. */
  slots: string[];
}

export interface ApiMessageShapes {
  ids: ReadonlySet<string>;
  /** The sentences with values, the most specific first, so a longer one wins a tie. */
  templates: readonly Template[];
}

const PLACEHOLDER = /\{(\d+)\}/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The shapes of a catalogue's sentences. A value is first tried as one of the catalogue's phrases,
 * so two values side by side ("Too many {0} {1}.") split where the phrases end, not at the first
 * space.
 */
export function apiMessageShapes(ids: readonly string[]): ApiMessageShapes {
  const phrases = ids
    .filter((id) => !id.match(PLACEHOLDER) && !/[.!?]$/.test(id))
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  const value = phrases.length > 0 ? `((?:${phrases.join('|')})|.+?)` : '(.+?)';
  const templates = ids
    .filter((id) => id.match(PLACEHOLDER))
    .sort((a, b) => b.replace(PLACEHOLDER, '').length - a.replace(PLACEHOLDER, '').length)
    .map((id) => ({
      id,
      pattern: new RegExp(
        `^${id
          .split(PLACEHOLDER)
          .map((part, index) => (index % 2 ? value : escapeRegExp(part)))
          .join('')}$`,
        's',
      ),
      slots: [...id.matchAll(PLACEHOLDER)].map(([, slot]) => slot as string),
    }));
  return { ids: new Set(ids), templates };
}

function translated(text: string, catalogue: ApiMessageCatalogue, translateValue: (value: string) => string): string {
  if (catalogue.shapes.ids.has(text)) return catalogue.say(text, {});
  for (const { id, pattern, slots } of catalogue.shapes.templates) {
    const match = pattern.exec(text);
    if (match) {
      return catalogue.say(
        id,
        Object.fromEntries(slots.map((slot, index) => [slot, translateValue(match[index + 1] ?? '')])),
      );
    }
  }
  return text;
}

/**
 * What the server said, in the catalogue's language: the sentence found by its English or its
 * shape, and the values inside it too when the shop wrote them (a phrase the server marked, such
 * as "sign-in attempts" or "10 minutes", or a date); names, codes and amounts as they came. A
 * message the catalogue does not know stays as it came.
 */
export function translateApiMessageWith(text: string, catalogue: ApiMessageCatalogue): string {
  return translated(text, catalogue, (value) => {
    const date = parseIndianDate(value);
    return date ? catalogue.formatDate(date) : translated(value, catalogue, (inner) => inner);
  });
}
