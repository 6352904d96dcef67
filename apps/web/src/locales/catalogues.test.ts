import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';

const config = getConfig({ configPath: `${import.meta.dirname}/../../lingui.config.ts`, skipValidation: true });
const translated = config.locales.filter((locale) => locale !== config.sourceLocale);

/**
 * The placeholders a message fills in ({name}, {count, plural, …}): a translation must keep every one.
 * A plural's branch ("one {Course}") is words, not a placeholder.
 */
const placeholders = (message: string) =>
  [...message.matchAll(/(?<![,}]\s*(?:zero|one|two|few|many|other|=\d+)\s*)\{(\w+)\s*[,}]/g)]
    .map(([, name]) => name)
    .sort();

// The screens' messages, and what the server and the shared form rules say (by their English).
describe.each(await getCatalogs(config))('the message catalogue $path', async (catalog) => {
  const used = (await catalog.collect()) ?? {};
  const catalogues = await catalog.readAll();

  it.each(config.locales)('%s has every message the screens show', (locale) => {
    const missing = Object.entries(used)
      .filter(([id]) => !catalogues[locale]?.[id])
      .map(([, { message }]) => message);
    expect(missing, 'run `npm run i18n:extract -w apps/web`').toEqual([]);
  });

  it.each(config.locales)('%s keeps no message that no screen uses', (locale) => {
    const unused = Object.entries(catalogues[locale] ?? {})
      .filter(([id]) => !used[id])
      .map(([, { message }]) => message);
    expect(unused, 'run `npm run i18n:extract -w apps/web`').toEqual([]);
  });

  it.each(translated)('%s translates every message and keeps its placeholders', (locale) => {
    const wrong = Object.entries(used).flatMap(([id, { message = id }]) => {
      const translation = catalogues[locale]?.[id]?.translation;
      if (!translation) return [`untranslated: ${message}`];
      return placeholders(translation).join() === placeholders(message).join() ? [] : [`placeholders: ${message}`];
    });
    expect(wrong).toEqual([]);
  });
});

/**
 * Messages whose translation is rightly the English itself: names, codes, amounts and terms a maker
 * in India reads in Latin letters whatever the page's language. Anything else left in English is a
 * gap ("PIN code" was, in all three).
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  '₹500 – ₹1,000',
  '₹1,000 – ₹5,000',
  'GSTIN',
  'IoT',
  'Mastercard',
  'MRP',
  'RuPay',
  'UPI',
  'UPI ID',
  'Visa',
]);

describe.each(await getCatalogs(config))('the message catalogue $path', async (catalog) => {
  const catalogues = await catalog.readAll();

  it.each(translated)('%s leaves no message in English but names and codes', (locale) => {
    const untranslated = Object.entries(catalogues[locale] ?? {})
      .map(([id, { message = id, translation }]) => ({ message, translation }))
      .filter(({ message, translation }) => translation === message && !SAME_IN_EVERY_LANGUAGE.has(message))
      .map(({ message }) => message);
    expect(untranslated).toEqual([]);
  });
});

// The words orders answer with (`status_display`, `payment_status_display`, `payment_method_display`):
// the page shows them through the catalogue of server texts, so each must be there, translated.
describe('the server’s status words', async () => {
  const serverTexts = (await getCatalogs(config)).find((catalog) => catalog.path.endsWith('api-messages'));
  const catalogues = (await serverTexts?.readAll()) ?? {};
  const words = [
    ...Object.values(ORDER_STATUS_LABELS),
    ...Object.values(PAYMENT_STATUS_LABELS),
    ...Object.values(PAYMENT_METHOD_LABELS),
  ];

  it.each(translated)('are translated in %s', (locale) => {
    const missing = words.filter((word) => {
      const translation = catalogues[locale]?.[word]?.translation;
      return !translation || translation === word;
    });
    expect(missing).toEqual([]);
  });
});
