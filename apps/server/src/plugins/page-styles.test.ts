import { describe, expect, it } from 'vitest';
import { markupTokens, PageStyles } from './page-styles.js';

/** A sheet shaped like Tailwind 4's minified output. */
const SHEET = [
  '/*! tailwindcss v4 | MIT License */',
  '@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-border-style:solid}}}',
  '@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--color-primary:teal;--color-unused:red;--color-ring:var(--color-primary);--font-sans:Inter}}',
  '@layer theme{@supports (color:lab(0% 0 0)){:root,:host{--color-unused:lab(50% 0 0)}}}',
  '@layer base{*{border-color:gray}h1,h2{overflow-wrap:break-word}table{border-collapse:collapse}[data-early-tap]{opacity:.7}}',
  '@layer components;',
  '@layer utilities{',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.border{border-style:var(--tw-border-style);border-width:1px}',
  '.md\\:grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}',
  '.\\[\\&\\:lang\\(ta\\)\\]\\:text-sm:lang(ta){font-size:.875rem}',
  '.hover\\:underline:hover{text-decoration:underline}',
  '.dark\\:bg-black:where(.dark,.dark *){background:#000}',
  '.space-y-2:where(.space-y-2>:not(:last-child)){margin-top:.5rem}',
  '.gap-x-4:where(.unused-parent *){gap:1rem}',
  '.\\31 2col{order:12}',
  '.animate-spin{animation:var(--animate-spin)}',
  '.ring{--tw-ring-color:var(--color-ring);outline-color:var(--tw-ring-color)}',
  '.animate-pulse{animation:pulse 2s infinite}',
  'input[type=checkbox]{accent-color:teal}',
  '#skip-link{top:0}',
  '@media (min-width:48rem){.md\\:grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}.lg\\:hidden{display:none}}',
  '}',
  '@layer components{}',
  '.dark{color-scheme:dark}',
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  '@property --tw-rotate-x{syntax:"*";inherits:false}',
  '@font-face{font-family:Noto Sans Tamil;src:url(/assets/tamil.woff2)}',
  '@keyframes pulse{50%{opacity:.5}}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

const styles = PageStyles.parse(SHEET);

describe('the CSS a page inlines', () => {
  it('keeps the rules its classes, ids, attributes and elements can match, and drops the others', () => {
    const css = styles.for(
      '<html lang="ta-IN"><body><h1 class="flex md:grid-cols-3 [&amp;:lang(ta)]:text-sm hover:underline" id="skip-link">x</h1><input type="checkbox" class="12col"></body></html>',
    );
    for (const kept of [
      '.flex{',
      '.md\\:grid-cols-3{',
      '@media (min-width:48rem){.md\\:grid-cols-3{',
      '.\\[\\&\\:lang\\(ta\\)\\]\\:text-sm:lang(ta){',
      '.hover\\:underline:hover{',
      '.\\31 2col{',
      'input[type=checkbox]{',
      '#skip-link{',
      'h1,h2{',
    ]) {
      expect(css).toContain(kept);
    }
    for (const dropped of ['.grid{', '.border{', '.lg\\:hidden', 'table{', '.space-y-2', '.animate-pulse']) {
      expect(css).not.toContain(dropped);
    }
    // The media query is kept for the one rule in it the page uses.
    expect(css).toContain('@media (min-width:48rem){.md\\:grid-cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}}');
  });

  it('keeps the preambles, the fonts and the order of the layers on every page', () => {
    const css = styles.for('<div class="border"></div>');
    expect(
      css.startsWith('@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-border-style:solid}'),
    ).toBe(true);
    expect(css).toContain('@layer theme,base,components,utilities;');
    // The theme's layer keeps its place; its properties are kept as far as something reads them (below).
    expect(css).toContain('@layer theme{');
    expect(css).toContain('*{border-color:gray}');
    expect(css).toContain('@font-face{font-family:Noto Sans Tamil');
    // An empty layer still names its place in the order, which a later full sheet relies on.
    expect(css).toContain('@layer components{}');
    expect(styles.for('<div></div>')).toContain('@layer utilities{}');
  });

  it('keeps what the inline scripts put on the page before the app runs: the dark theme and a tapped control', () => {
    const css = styles.for('<button class="dark:bg-black"></button>');
    expect(css).toContain('.dark{color-scheme:dark}');
    expect(css).toContain('.dark\\:bg-black:where(.dark,.dark *){');
    expect(css).toContain('[data-early-tap]{');
  });

  it('takes the one selector inside :where() as needed, and several choices as met', () => {
    expect(styles.for('<ul class="space-y-2"></ul>')).toContain('.space-y-2:where(');
    expect(styles.for('<ul class="gap-x-4"></ul>')).not.toContain('.gap-x-4');
    expect(styles.for('<ul class="gap-x-4 unused-parent"></ul>')).toContain('.gap-x-4');
  });

  it('keeps a custom property only where a kept rule, a property it reads or the markup reads it', () => {
    const plain = styles.for('<div class="flex"></div>');
    // Nothing reads the theme's colours: its block goes, and the one in @supports with it.
    expect(plain).not.toContain('--color-');
    expect(plain).not.toContain('@supports (color:lab');
    expect(plain).toContain('@layer theme{}');
    // The ring reads --color-ring, which reads --color-primary; nothing reads --color-unused.
    expect(styles.for('<div class="ring"></div>')).toContain(
      ':root,:host{--color-primary:teal;--color-ring:var(--color-primary)}',
    );
    // A style attribute of the markup reads the font.
    expect(styles.for('<p style="font-family:var(--font-sans)"></p>')).toContain(':root,:host{--font-sans:Inter}');
  });

  it('keeps keyframes and registered properties only when a kept rule uses them', () => {
    const plain = styles.for('<div class="flex"></div>');
    expect(plain).not.toContain('@keyframes');
    expect(plain).not.toContain('@property');
    const busy = styles.for('<div class="animate-pulse border"></div>');
    expect(busy).toContain('@keyframes pulse{50%{opacity:.5}}');
    expect(busy).not.toContain('@keyframes spin');
    expect(busy).toContain('@property --tw-border-style{');
    expect(busy).not.toContain('@property --tw-rotate-x');
  });
});

describe('the parts of a page that rules can match', () => {
  it('reads tags, classes, ids and attribute names, with character references undone', () => {
    const tokens = markupTokens(
      '<section id="top" data-state="open"><a class="text-sm  [&amp;>svg]:size-4" href="/">x</a><svg viewBox="0 0 1 1"><path d=""/></svg></section>',
    );
    for (const token of [
      'section',
      'a',
      'svg',
      'path',
      '#top',
      '[data-state',
      '[href',
      '[viewbox',
      '.text-sm',
      '.[&>svg]:size-4',
    ]) {
      expect(tokens).toContain(token);
    }
    expect(tokens).not.toContain('.[&amp;>svg]:size-4');
  });
});
