/** The Indian scripts the storefront's languages are written in, by their Unicode blocks. */
export const INDIC_SCRIPTS = {
  devanagari: { from: 0x0900, to: 0x097f, zero: 0x0966 },
  telugu: { from: 0x0c00, to: 0x0c7f, zero: 0x0c66 },
  tamil: { from: 0x0b80, to: 0x0bff, zero: 0x0be6 },
} as const;
export type IndicScript = keyof typeof INDIC_SCRIPTS;

const SCRIPTS = Object.entries(INDIC_SCRIPTS) as [IndicScript, (typeof INDIC_SCRIPTS)[IndicScript]][];

/** The Indian script a character is written in, or null for Latin, digits, punctuation and the rest. */
export function indicScriptOf(character: string): IndicScript | null {
  const code = character.codePointAt(0) ?? 0;
  for (const [script, block] of SCRIPTS) if (code >= block.from && code <= block.to) return script;
  return null;
}

/** Whether a text (a search query) has any word in Devanagari, Telugu or Tamil script. No dependency: the web app imports it. */
export function hasIndicScript(text: string): boolean {
  return /[\u0900-\u097f\u0b80-\u0bff\u0c00-\u0c7f]/u.test(text);
}

/** Devanagari, Telugu and Tamil digits as Latin ones ("२२" → "22"), so part numbers and values read alike. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0966-\u096f\u0be6-\u0bef\u0c66-\u0c6f]/gu, (digit) => {
    const script = indicScriptOf(digit);
    return script ? String((digit.codePointAt(0) ?? 0) - INDIC_SCRIPTS[script].zero) : digit;
  });
}
