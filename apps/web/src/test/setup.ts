import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n, loadMessages } from '@/lib/i18n';

// Screens read their text from the English catalogue, as a visitor's browser does by default.
const english = await loadMessages('en');
i18n.loadAndActivate({ locale: 'en', messages: english });

// jsdom lacks the layout APIs Radix measures with; they only need to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

afterEach(() => {
  cleanup();
  // Each test counts its own calls (toasts shown, requests sent), not those of the test before.
  vi.clearAllMocks();
  // A test that switched language leaves the next one in English.
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: english });
});
