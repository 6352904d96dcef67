import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { LANGUAGE_COOKIE, type Language, languageTag, parseLanguage } from '@makerbazaar/core';

/**
 * Each translation's catalogues are chunks of their own, fetched only by those who read them: the
 * screens' messages, and what the server and form rules say (lib/api-messages.ts). English needs
 * none: the build compiles each screen's English text into the screen itself.
 */
const CATALOGUES: Record<Language, () => Promise<{ messages: Messages }>[]> = {
  en: () => [],
  hi: () => [import('../locales/hi/messages.po'), import('../locales/hi/api-messages.po')],
  te: () => [import('../locales/te/messages.po'), import('../locales/te/api-messages.po')],
  ta: () => [import('../locales/ta/messages.po'), import('../locales/ta/api-messages.po')],
};

export async function loadMessages(language: Language): Promise<Messages> {
  const catalogues = await Promise.all(CATALOGUES[language]());
  return Object.assign({}, ...catalogues.map((catalogue) => catalogue.messages));
}

/** The browser's translations: one instance, switched in place so every screen follows at once. */
export const i18n: I18n = setupI18n();

/** How long a language switch waits for the page's last parts to hydrate (their code on a slow line). */
const HYDRATION_WAIT_MS = 5_000;

/** A year: the choice outlives the session, as a shop's language switch does. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The font of each Indian script (index.css), with a letter of it to ask the browser for. */
const SCRIPT_FONTS: Partial<Record<Language, { family: string; letter: string }>> = {
  hi: { family: 'Noto Sans Devanagari', letter: 'अ' },
  te: { family: 'Noto Sans Telugu', letter: 'అ' },
  ta: { family: 'Noto Sans Tamil', letter: 'அ' },
};

/**
 * The fonts to name the shop's languages in (each in its own script): the device's, and the shop's
 * font of the reader's own script, which the page loads anyway. Naming them in all three Noto fonts
 * would make every page download them all (290 KB).
 */
export function languageNamesFont(reader: Language): string {
  const own = SCRIPT_FONTS[reader];
  return own ? `system-ui, "${own.family}", sans-serif` : 'system-ui, sans-serif';
}

async function loadScriptFont(language: Language): Promise<void> {
  const font = SCRIPT_FONTS[language];
  if (!font || typeof document.fonts?.load !== 'function') return;
  // A font that fails to load leaves the device's own font: the text still shows.
  await document.fonts.load(`1em "${font.family}"`, font.letter).catch(() => undefined);
}

const SCRIPT_FAMILIES = new Set(Object.values(SCRIPT_FONTS).map((font) => font.family));

function scriptFontLoaded(faces: Iterable<FontFace>): boolean {
  return [...faces].some((face) => face.status === 'loaded' && SCRIPT_FAMILIES.has(face.family.replaceAll('"', '')));
}

let redrawn = false;

/**
 * Chromium keeps the fallback it picked for text laid out while a script's font was still loading
 * (buttons and links of a server-rendered Hindi page, a query typed in Tamil into an English page's
 * search box stayed as empty boxes); a new font description makes it choose again. Kerning is on by
 * default, so switching its explicit setting on and off changes nothing else.
 */
function redrawText(): void {
  redrawn = !redrawn;
  document.body.style.fontFeatureSettings = redrawn ? '"kern" 1' : '';
}

/**
 * Draws the page again whenever a font of an Indian script has loaded: the page's own language's,
 * and one loaded later for text in another script (a search in हिन्दी on an English page). A page
 * with no such text loads no such font and is spared restyling every element.
 */
export function redrawWhenFontsLoad(): void {
  const fonts = document.fonts;
  if (!fonts) return;
  // Fonts that finished before the app started are drawn again now; those still loading, once they
  // are done (every redraw restyles the whole page, so none twice for one load).
  if (fonts.status === 'loaded' && scriptFontLoaded(fonts)) redrawText();
  fonts.addEventListener('loadingdone', (event) => {
    if (scriptFontLoaded((event as FontFaceSetLoadEvent).fontfaces)) redrawText();
  });
}

/**
 * The language the server rendered this page in (`<html lang>`): the visitor's choice, or on a
 * first visit the browser's own language when the shop speaks it.
 */
export function pageLanguage(): Language {
  return parseLanguage(document.documentElement.lang.split('-')[0]);
}

/**
 * Shows the whole interface in `language` from now on: loads its catalogue, switches every screen
 * without a reload, and tags the page for screen readers and fonts.
 */
export async function showLanguage(language: Language): Promise<void> {
  if (i18n.locale !== language) {
    // The script's font first: text laid out before its font arrives can stay in a fallback.
    await loadScriptFont(language);
    const messages = await loadMessages(language);
    // A switch after the start draws every part of the page again: the parts still waiting for
    // their code hydrate first, in the words the server wrote them in. The wait comes with the
    // switch: the first script has no use for it.
    if (i18n.locale) await (await import('./whole-page-hydration')).wholePageHydrated(HYDRATION_WAIT_MS);
    // Numbers in messages (`{count, plural, …}`) are grouped as in India: 1,00,000.
    i18n.loadAndActivate({ locale: language, locales: languageTag(language), messages });
  }
  // Written only when it changes: setting it, even to the value it has, restyles every element of
  // the page (15 ms of a desktop's time on `/`, several times that on a slow phone).
  const tag = languageTag(language);
  if (document.documentElement.lang !== tag) document.documentElement.lang = tag;
}

/**
 * The visitor chose `language` (or their account's settings did): shown now, and remembered for the
 * next visit and the server's pages, over what the browser says.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await showLanguage(language);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox, which our customers use.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** The language the screens are showing now; a screen using it follows a switch. */
export function useLanguage(): Language {
  return parseLanguage(useLingui().i18n.locale);
}
