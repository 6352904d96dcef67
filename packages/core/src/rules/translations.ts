import { type Language, TRANSLATED_LANGUAGES, type TranslatedLanguage } from './language.js';

/** A text of the shop's own content: a line or paragraph, or a list of them (a coupon's terms). */
type Text = string | string[];

/** Staff's translations of an entry's texts as the shop keeps them: only the languages and fields translated. */
export type KeptTranslations<Texts extends Record<string, Text>> = Partial<Record<TranslatedLanguage, Partial<Texts>>>;

const blank = (text: Text | undefined): boolean => text === undefined || text.length === 0;

/** What is kept after staff's changes: a field given replaces the one kept, a blank one removes it. */
export function mergeTranslations<Texts extends Record<string, Text>>(
  kept: KeptTranslations<Texts>,
  changes: KeptTranslations<Texts> | undefined,
): KeptTranslations<Texts> {
  const merged: KeptTranslations<Texts> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const fields = Object.entries({ ...kept[language], ...changes?.[language] }).filter(([, text]) => !blank(text));
    if (fields.length > 0) merged[language] = Object.fromEntries(fields) as Partial<Texts>;
  }
  return merged;
}

/** Every language with every field, `untranslated` where staff gave none: what the back office edits. */
export function everyTranslation<Texts extends Record<string, Text>>(
  kept: KeptTranslations<Texts>,
  untranslated: Texts,
): Record<TranslatedLanguage, Texts> {
  const all = {} as Record<TranslatedLanguage, Texts>;
  for (const language of TRANSLATED_LANGUAGES) all[language] = { ...untranslated, ...kept[language] };
  return all;
}

/** The texts a reader of `language` sees: each field's translation where staff gave one, else the English. */
export function inLanguage<Texts extends Record<string, Text>>(
  english: Texts,
  kept: KeptTranslations<Texts>,
  language: Language,
): Texts {
  if (language === 'en') return english;
  const translated: Partial<Texts> = kept[language] ?? {};
  const texts = { ...english };
  for (const field of Object.keys(english) as (keyof Texts)[]) {
    const translation = translated[field];
    if (translation !== undefined && !blank(translation)) texts[field] = translation;
  }
  return texts;
}
