import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

const config = getConfig({ configPath: `${import.meta.dirname}/../../lingui.config.ts`, skipValidation: true });
const translated = config.locales.filter((locale) => locale !== config.sourceLocale);

/** The placeholders a message fills in ({name}, {count, plural, …}): a translation must keep every one. */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\s*[,}]/g)].map(([, name]) => name).sort();

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
