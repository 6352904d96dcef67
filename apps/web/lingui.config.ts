import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The storefront's message catalogues: English is the source (the text written in the screens),
 * and each language has a `.po` file a translator can open. `npm run i18n:extract -w apps/web`
 * adds new messages and drops unused ones; a test fails while any language misses one.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'te', 'ta'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/features/admin/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
