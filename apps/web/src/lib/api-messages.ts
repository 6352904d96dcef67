import type { Messages } from '@lingui/core';
import { parseIndianDate, parseLanguage } from '@makerbazaar/core';
import { formatCalendarDate } from './format';
import { i18n } from './i18n';

/**
 * The server and the shared form rules speak English ("Only 3 left in stock."); the catalogue
 * `locales/<language>/api-messages.po` holds each of their sentences by its English, a sentence
 * built with values as a template ("Only {0} left in stock."). This finds the sentence a message
 * is and says it in the page's language. A message no catalogue knows stays as it came.
 */
export function translateApiMessage(text: string): string {
  return translated(text, slotValue);
}

function translated(text: string, translateValue: (value: string) => string): string {
  const messages = i18n.messages;
  if (messages[text]) return i18n._(text);
  for (const { id, pattern, slots } of templatesOf(messages)) {
    const match = pattern.exec(text);
    if (match)
      return i18n._(id, Object.fromEntries(slots.map((slot, index) => [slot, translateValue(match[index + 1] ?? '')])));
  }
  return text;
}

/**
 * A value inside a sentence, in the page's language too: a phrase the server marked ("sign-in
 * attempts", "10 minutes"), or a date; anything else (a name, an amount, a code) as it came.
 */
function slotValue(value: string): string {
  const date = parseIndianDate(value);
  if (date) return formatCalendarDate(date, parseLanguage(i18n.locale));
  return translated(value, (inner) => inner);
}

interface Template {
  id: string;
  pattern: RegExp;
  /** The placeholder each captured value fills, in the order they appear. */
  slots: string[];
}

const PLACEHOLDER = /\{(\d+)\}/g;
const templates = new WeakMap<Messages, Template[]>();

/**
 * The catalogue's sentences with values, the most specific first, so a longer one wins a tie. A
 * value is first tried as one of the catalogue's phrases, so two values side by side ("Too many
 * {0} {1}.") split where the phrases end, not at the first space.
 */
function templatesOf(messages: Messages): Template[] {
  let found = templates.get(messages);
  if (!found) {
    const phrases = Object.keys(messages)
      .filter((id) => !id.match(PLACEHOLDER) && !/[.!?]$/.test(id))
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp);
    const value = phrases.length > 0 ? `((?:${phrases.join('|')})|.+?)` : '(.+?)';
    found = Object.keys(messages)
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
    templates.set(messages, found);
  }
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
