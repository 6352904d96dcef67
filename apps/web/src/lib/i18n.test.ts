import { describe, expect, it } from 'vitest';
import { languageNamesFont, showLanguage } from './i18n';

describe('the fonts the language choice names the languages in', () => {
  it("are the device's, with the shop's font of the reader's own script only", () => {
    expect(languageNamesFont('en')).toBe('system-ui, sans-serif');
    expect(languageNamesFont('hi')).toBe('system-ui, "Noto Sans Devanagari", sans-serif');
    expect(languageNamesFont('ta')).not.toMatch(/Devanagari|Telugu/);
  });
});

describe("the page's language", () => {
  /** The changes made to `<html lang>` while `change` runs. */
  async function langChangesDuring(change: () => Promise<void>): Promise<MutationRecord[]> {
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    await change();
    changes.push(...observer.takeRecords());
    observer.disconnect();
    return changes;
  }

  it('is left as it is when the page is already in it: writing it again restyles every element', async () => {
    document.documentElement.lang = 'en-IN';
    expect(await langChangesDuring(() => showLanguage('en'))).toEqual([]);
    expect(document.documentElement.lang).toBe('en-IN');
  });

  it('is written when the page was in another language', async () => {
    document.documentElement.lang = 'ta-IN';
    expect(await langChangesDuring(() => showLanguage('en'))).toHaveLength(1);
    expect(document.documentElement.lang).toBe('en-IN');
  });
});
