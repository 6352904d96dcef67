import { z } from 'zod';
import { LANGUAGES, type Language, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../rules/language.js';

/**
 * `?lang=` on the answers that carry the shop's own content (the FAQ, coupons): the language to
 * answer in. Without it the language switch's cookie decides, and English without either.
 */
export const contentLanguageQuerySchema = z.object({
  lang: z.enum(Object.keys(LANGUAGES) as [Language, ...Language[]], { message: 'Choose en, hi, te or ta.' }).optional(),
});
export type ContentLanguageQuery = z.infer<typeof contentLanguageQuerySchema>;

const languages = <Schema extends z.ZodType>(schema: Schema) =>
  ({ hi: schema, te: schema, ta: schema }) satisfies Record<TranslatedLanguage, Schema>;

/**
 * Staff's translations of an entry's texts, as the back office sends them: any of the languages,
 * any of their fields; a field given replaces the one kept, and a blank one removes it (the customer
 * then reads the English). Another language, or a field the entry does not have, is refused rather
 * than dropped unseen.
 */
export function translationsInputSchema<Shape extends z.ZodRawShape>(fields: Shape) {
  const message = `Give translations by language (${TRANSLATED_LANGUAGES.join(', ')}), each with its fields (${Object.keys(fields).join(', ')}).`;
  return z.strictObject(languages(z.strictObject(fields, { error: message }).partial()), { error: message }).partial();
}

/** Every language with every field, blank where there is no translation: the back office's form. */
export function translationsSchema<Shape extends z.ZodRawShape>(fields: Shape) {
  return z.object(languages(z.object(fields)));
}
