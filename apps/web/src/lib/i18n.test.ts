import { describe, expect, it } from 'vitest';
import { languageNamesFont } from './i18n';

describe('the fonts the language choice names the languages in', () => {
  it("are the device's, with the shop's font of the reader's own script only", () => {
    expect(languageNamesFont('en')).toBe('system-ui, sans-serif');
    expect(languageNamesFont('hi')).toBe('system-ui, "Noto Sans Devanagari", sans-serif');
    expect(languageNamesFont('ta')).not.toMatch(/Devanagari|Telugu/);
  });
});
