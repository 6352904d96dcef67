import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type ApiMessageCatalogue,
  apiMessageShapes,
  type Language,
  languageTag,
  translateApiMessageWith,
} from '@makerbazaar/core';
import PO from 'pofile';
import { REPO_ROOT } from '../../server-root.js';

/** The storefront's catalogue of what the server says (`npm run i18n:extract -w apps/web` builds it). */
const catalogueFile = (language: Language) => path.join(REPO_ROOT, 'apps/web/src/locales', language, 'api-messages.po');

const catalogues = new Map<Language, ApiMessageCatalogue>();

/** The catalogue of `language`, read once. */
function catalogueOf(language: Language): ApiMessageCatalogue {
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    const translations = new Map(
      PO.parse(readFileSync(catalogueFile(language), 'utf8'))
        .items.filter((item) => item.msgstr[0])
        .map((item) => [item.msgid, item.msgstr[0] as string]),
    );
    const dates = new Intl.DateTimeFormat(languageTag(language), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    catalogue = {
      shapes: apiMessageShapes([...translations.keys()]),
      say: (id, values) =>
        (translations.get(id) ?? id).replace(/\{(\d+)\}/g, (slot, index: string) => values[index] ?? slot),
      formatDate: (date) => dates.format(new Date(`${date}T00:00:00Z`)),
    };
    catalogues.set(language, catalogue);
  }
  return catalogue;
}

/**
 * A sentence the server wrote in English (a notification's title or message), in `language`, by the
 * same catalogue the storefront shows it with; English as it is, and anything the catalogue does
 * not know as it came.
 */
export function sayInLanguage(text: string, language: Language): string {
  return language === 'en' ? text : translateApiMessageWith(text, catalogueOf(language));
}
