import type { Messages } from '@lingui/core';
import { i18n } from './i18n';

/**
 * The server and the shared form rules speak English ("Only 3 left in stock."); the catalogue
 * `locales/<language>/api-messages.po` holds each of their sentences by its English, a sentence
 * built with values as a template ("Only {0} left in stock."). This finds the sentence a message
 * is and says it in the page's language. A message no catalogue knows stays as it came.
 */
export function translateApiMessage(text: string): string {
  const messages = i18n.messages;
  if (messages[text]) return i18n._(text);
  for (const { id, pattern, slots } of templatesOf(messages)) {
    const match = pattern.exec(text);
    if (match) return i18n._(id, Object.fromEntries(slots.map((slot, index) => [slot, match[index + 1]])));
  }
  return text;
}

interface Template {
  id: string;
  pattern: RegExp;
  /** The placeholder each captured value fills, in the order they appear. */
  slots: string[];
}

const PLACEHOLDER = /\{(\d+)\}/g;
const templates = new WeakMap<Messages, Template[]>();

/** The catalogue's sentences with values, the most specific first, so a longer one wins a tie. */
function templatesOf(messages: Messages): Template[] {
  let found = templates.get(messages);
  if (!found) {
    found = Object.keys(messages)
      .filter((id) => id.match(PLACEHOLDER))
      .sort((a, b) => b.replace(PLACEHOLDER, '').length - a.replace(PLACEHOLDER, '').length)
      .map((id) => ({
        id,
        pattern: new RegExp(
          `^${id
            .split(PLACEHOLDER)
            .map((part, index) => (index % 2 ? '(.+?)' : escapeRegExp(part)))
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
