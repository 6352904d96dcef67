import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A quoted PO string, unescaped. */
const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;

/**
 * The storefront's messages in `language`, read from its catalogue, as a function from the English
 * text (with `{name}` placeholders filled from `values`) to what a reader of that language sees.
 * A journey then finds buttons and headings by their translated names, whatever words the
 * translator chose, and fails when a message shows untranslated. `api-messages` holds what the
 * server and the shared form rules say.
 */
export function translator(
  language: string,
  catalogue: 'messages' | 'api-messages' = 'messages',
): (english: string, values?: Record<string, string>) => string {
  const file = path.resolve(import.meta.dirname, `../../apps/web/src/locales/${language}/${catalogue}.po`);
  const messages = new Map<string, string>();
  for (const entry of readFileSync(file, 'utf8').split(/\n\s*\n/)) {
    let field: 'msgid' | 'msgstr' | undefined;
    const text = { msgid: '', msgstr: '' };
    for (const line of entry.split('\n')) {
      if (line.startsWith('msgid ')) field = 'msgid';
      else if (line.startsWith('msgstr ')) field = 'msgstr';
      else if (!line.startsWith('"')) continue;
      if (field) text[field] += unquote(line);
    }
    if (text.msgid) messages.set(text.msgid, text.msgstr);
  }
  return (english, values = {}) => {
    const translated = messages.get(english);
    if (!translated) throw new Error(`no ${language} translation of "${english}"`);
    return translated.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
  };
}

/** The words before a message's first placeholder, as a pattern: what a name starts with. */
export const startOf = (text: string) =>
  new RegExp(`^${(text.split('{')[0] ?? '').replace(/[.*+?^$()|[\]\\]/g, '\\$&')}`);
