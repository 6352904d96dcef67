import { describe, expect, it } from 'vitest';
import { everyTranslation, inLanguage, type KeptTranslations, mergeTranslations } from './translations.js';

const english = { title: '10% off', terms: ['One per order.'] };

describe('translations of the shop’s own texts', () => {
  it('shows each field in the reader’s language where staff translated it, else the English', () => {
    const kept = { hi: { title: '10% की छूट', terms: [] }, ta: { terms: ['ஒரு ஆர்டருக்கு ஒன்று.'] } };
    expect(inLanguage(english, kept, 'hi')).toEqual({ title: '10% की छूट', terms: ['One per order.'] });
    expect(inLanguage(english, kept, 'ta')).toEqual({ title: '10% off', terms: ['ஒரு ஆர்டருக்கு ஒன்று.'] });
    expect(inLanguage(english, kept, 'te')).toEqual(english);
    expect(inLanguage(english, kept, 'en')).toEqual(english);
  });

  it('keeps what a change gives, drops what it blanks, and leaves the rest', () => {
    const kept: KeptTranslations<typeof english> = {
      hi: { title: 'छूट', terms: ['एक ऑर्डर पर एक।'] },
      te: { title: 'తగ్గింపు' },
    };
    expect(mergeTranslations(kept, { hi: { terms: [] }, ta: { title: 'தள்ளுபடி' }, te: { title: '' } })).toEqual({
      hi: { title: 'छूट' },
      ta: { title: 'தள்ளுபடி' },
    });
    expect(mergeTranslations({}, undefined)).toEqual({});
  });

  it('gives the back office every language with every field', () => {
    expect(everyTranslation({ te: { title: 'తగ్గింపు' } }, { title: '', terms: [] as string[] })).toEqual({
      hi: { title: '', terms: [] },
      te: { title: 'తగ్గింపు', terms: [] },
      ta: { title: '', terms: [] },
    });
  });
});
