import { describe, expect, it } from 'vitest';
import { languageTag, parseLanguage } from './language.js';

describe('a visitor language', () => {
  it('is read from what the client sends, English for anything unknown', () => {
    expect(parseLanguage('hi')).toBe('hi');
    expect(parseLanguage('ta')).toBe('ta');
    expect(parseLanguage('fr')).toBe('en');
    expect(parseLanguage('__proto__')).toBe('en');
    expect(parseLanguage('hi\u0000')).toBe('en');
    expect(parseLanguage(undefined)).toBe('en');
  });

  it('is tagged as spoken in India', () => {
    expect(languageTag('en')).toBe('en-IN');
    expect(languageTag('te')).toBe('te-IN');
  });
});
