/**
 * How wide a label is drawn, so a template can shrink a product's name to fit its place instead of
 * letting it run off the part. Widths are Helvetica's (Arial and Liberation Sans, which draw the
 * pictures here and in browsers, have the same), in thousandths of the font size.
 */
const REGULAR =
  '278 278 355 556 556 889 667 191 333 333 389 584 278 333 278 278 556 556 556 556 556 556 556 556 556 556 278 278 584 584 584 556 1015 667 667 722 722 667 611 778 722 278 500 667 556 833 722 778 667 778 722 667 611 722 667 944 667 667 611 278 278 278 469 556 333 556 556 500 556 556 278 556 556 222 222 500 222 833 556 556 556 556 333 500 278 556 500 722 500 500 500 334 260 334 584';
const BOLD =
  '278 333 474 556 556 889 722 238 333 333 389 584 278 333 278 278 556 556 556 556 556 556 556 556 556 556 333 333 584 584 584 611 975 722 722 722 722 667 611 778 722 278 556 722 611 833 722 778 667 778 722 667 611 722 667 944 667 667 611 333 278 333 584 556 333 556 611 556 611 556 333 611 611 278 278 556 278 889 611 611 611 611 389 556 333 611 556 778 556 556 500 389 280 389 584';

/** Characters beyond ASCII that labels use (degrees, micro, ohm, times, middle dot, dashes, ½, ²). */
const EXTRA: Record<string, number> = {
  '°': 400,
  µ: 611,
  Ω: 768,
  '×': 584,
  '·': 278,
  '–': 556,
  '—': 1000,
  '½': 834,
  '²': 333,
  '±': 584,
  '═': 600,
};
/** Anything else is counted as wide as a capital, which errs on the safe side. */
const UNKNOWN = 722;
/** Monospaced faces (Liberation Mono, DejaVu Sans Mono) advance 0.6 of the size per character. */
const MONO = 602;

const table = (widths: string) => widths.split(' ').map(Number);
const WIDTHS = { regular: table(REGULAR), bold: table(BOLD) };

export type FontStyle = 'regular' | 'bold' | 'mono';

/** Width of `text` at font size 1, letter spacing aside. */
export function textWidth(text: string, style: FontStyle): number {
  let width = 0;
  for (const char of text) {
    if (style === 'mono') {
      width += MONO;
      continue;
    }
    const code = char.codePointAt(0) ?? 0;
    width += (code >= 32 && code <= 126 ? WIDTHS[style][code - 32] : EXTRA[char]) ?? UNKNOWN;
  }
  return width / 1000;
}

/** The largest size up to `size` at which `text` (with `spacing` between letters) fits in `maxWidth`. */
export function fittedSize(text: string, style: FontStyle, size: number, maxWidth: number, spacing = 0): number {
  const letters = [...text].length;
  const room = maxWidth - spacing * Math.max(0, letters - 1);
  const fits = room / textWidth(text, style);
  return Math.min(size, Math.floor(fits * 10) / 10);
}
