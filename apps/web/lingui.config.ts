import { defineConfig } from '@lingui/cli';
import babel from '@lingui/cli/api/extractors/babel';
import { formatter } from '@lingui/format-po';
import { apiMessageExtractor } from './lingui.api-messages';

/** The server modules a customer talks to; the back office's answers stay in English, as its screens do. */
const CUSTOMER_MODULES = [
  'addresses',
  'auth',
  'back-in-stock',
  'bom',
  'bulk-orders',
  'cart',
  'coupons',
  'courses',
  'delivery',
  'notifications',
  'operations',
  'orders',
  'payment-gateway',
  'payment-methods',
  'payments',
  'projects',
  'reviews',
  'search',
  'support',
  'users',
  'wishlist',
];

/**
 * The storefront's message catalogues: English is the source (the text written in the screens),
 * and each language has a `.po` file a translator can open. `npm run i18n:extract -w apps/web`
 * adds new messages and drops unused ones; a test fails while any language misses one.
 * `api-messages` holds what the server and the shared form rules say to customers, by its English.
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
    {
      path: '<rootDir>/src/locales/{locale}/api-messages',
      include: [
        '<rootDir>/../../packages/core/src/api',
        '<rootDir>/../../packages/core/src/rules',
        '<rootDir>/../../packages/core/src/store.ts',
        '<rootDir>/../server/src/plugins',
        '<rootDir>/../server/src/lib',
        ...CUSTOMER_MODULES.map((module) => `<rootDir>/../server/src/modules/${module}`),
        // The newsletter and contact form's limits; the rest of the module is the back office's FAQ and inbox.
        '<rootDir>/../server/src/modules/content/content.routes.ts',
      ],
    },
  ],
  extractors: [apiMessageExtractor, babel],
  format: formatter({ lineNumbers: false }),
});
