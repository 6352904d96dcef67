/** Each language by its own name, as a reader of it looks for it. No schema here: the browser's first script imports this. */
export const LANGUAGES = { en: 'English', hi: 'हिन्दी', te: 'తెలుగు', ta: 'தமிழ்' } as const;
export type Language = keyof typeof LANGUAGES;

/** The cookie holding a visitor's language: the server renders pages in it, the browser starts in it. */
export const LANGUAGE_COOKIE = 'mb-lang';

export const DEFAULT_LANGUAGE: Language = 'en';

/** The languages the shop's own content (an FAQ entry, a coupon) may be translated into; English is the original. */
export const TRANSLATED_LANGUAGES = ['hi', 'te', 'ta'] as const satisfies readonly Exclude<Language, 'en'>[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** Whether a value (a cookie, a query parameter: whatever a client sends) names one of the shop's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/** The language a value names, or English for anything else. */
export function parseLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The language's tag for `<html lang>` and `Intl`: always Indian English, never the US default;
 * Hindi, Telugu and Tamil as spoken in India. Numbers keep Latin digits and lakh grouping in all four.
 */
export function languageTag(language: Language): string {
  return `${language}-IN`;
}

/**
 * Marks a phrase the server puts into a sentence for a customer ("sign-in attempts", "10 minutes"),
 * or answers on its own (an order's status, "Delivered"): the storefront's message catalogue
 * collects it, and translates it where it fills a slot of a translated sentence or stands alone.
 * The text itself is unchanged.
 */
export function phrase(text: string): string {
  return text;
}
