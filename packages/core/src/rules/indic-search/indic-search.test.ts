import { describe, expect, it } from 'vitest';
import { HINDI, hasIndicScript, latinDigits, readIndicQuery, romanise, soundKeys, TAMIL, TELUGU } from './index.js';

/** Reads a query with a catalogue of these English words, matched by sound the way the server does. */
function reader(catalogue: string[]) {
  return (q: string) =>
    readIndicQuery(q, (romanised) => {
      const [key] = soundKeys(romanised, true);
      return catalogue.find((word) => soundKeys(word).includes(key ?? '')) ?? null;
    }).text;
}
const read = reader([
  'sensor',
  'motor',
  'driver',
  'battery',
  'display',
  'arduino',
  'raspberry',
  'pi',
  'servo',
  'charger',
]);

describe('script recognition', () => {
  it('tells a query with Devanagari, Telugu or Tamil words from a Latin one', () => {
    expect(hasIndicScript('तापमान सेंसर')).toBe(true);
    expect(hasIndicScript('esp32 சென்சார்')).toBe(true);
    expect(hasIndicScript('పవర్ supply')).toBe(true);
    expect(hasIndicScript('dht22 sensor')).toBe(false);
    expect(hasIndicScript('ñandú 10µF')).toBe(false);
  });

  it('reads Indian digits as Latin ones', () => {
    expect(latinDigits('डीएचटी२२ ౧౦k ௫v')).toBe('डीएचटी22 10k 5v');
  });

  it('returns a query without Indian script as typed', () => {
    expect(readIndicQuery('HC-SR04 16 x 2', () => 'never')).toEqual({ text: 'HC-SR04 16 x 2', translated: false });
  });
});

describe('trade words by sound', () => {
  it('romanises as the English word sounds in each script', () => {
    expect(romanise('सेंसर', 'devanagari')).toBe('sensar');
    expect(romanise('मोटर', 'devanagari')).toBe('motar');
    expect(romanise('సెన్సార్', 'telugu')).toBe('sensar');
    expect(romanise('சென்சார்', 'tamil')).toBe('sensar');
    expect(romanise('மோட்டார்', 'tamil')).toBe('mottar');
  });

  it('gives an English word and its spelling in each script the same sound key', () => {
    for (const [english, written] of [
      ['sensor', ['सेंसर', 'सेन्सर', 'సెన్సార్', 'சென்சார்']],
      ['driver', ['ड्राइवर', 'డ్రైవర్', 'டிரைவர்']],
      ['battery', ['बैटरी', 'బ్యాటరీ', 'பேட்டரி']],
      ['display', ['डिस्प्ले', 'డిస్ప్లే', 'டிஸ்ப்ளே']],
      ['charger', ['चार्जर', 'ఛార్జర్', 'சார்ஜர்']],
    ] as const) {
      for (const word of written) expect(read(word), word).toBe(english);
    }
  });

  it('keeps a word it cannot place romanised, for the index to correct or match as a beginning', () => {
    expect(read('गुलाब')).toBe('gulab');
  });
});

describe('glossaries', () => {
  it('have at least 60 reviewed words in each language, every meaning in plain lower-case English', () => {
    for (const glossary of [HINDI, TELUGU, TAMIL]) {
      expect(Object.keys(glossary.words).length).toBeGreaterThanOrEqual(60);
      for (const english of Object.values(glossary.words)) expect(english).toMatch(/^[a-z]+( [a-z]+)*$/);
    }
  });

  it('read native words for what a part measures, does or is', () => {
    expect(read('तापमान सेंसर')).toBe('temperature sensor');
    expect(read('नमी दूरी बिजली')).toBe('humidity distance power');
    expect(read('ఉష్ణోగ్రత సెన్సార్')).toBe('temperature sensor');
    expect(read('వెలుతురు తేమ')).toBe('light humidity');
    expect(read('வெப்பநிலை சென்சார்')).toBe('temperature sensor');
    expect(read('ஈரப்பதம் உணரி')).toBe('humidity sensor');
  });

  it('read a word however it was keyed: with a nukta, chandrabindu or zero-width joiner', () => {
    expect(read('धुआँ')).toBe(read('धुआं'));
    expect(read('ఎల్\u200cసీడీ')).toBe('lcd');
  });

  it('finish the word still being typed from the glossary', () => {
    expect(read('तापम')).toBe('temperature');
    expect(read('ఉష్ణో')).toBe('temperature');
  });
});

describe('mixed queries', () => {
  it('keep Latin words, part numbers and values as typed', () => {
    expect(read('DHT22 तापमान सेंसर')).toBe('DHT22 temperature sensor');
    expect(read('L298N मोटर ड्राइवर 12v')).toBe('L298N motor driver 12v');
    expect(read('esp32 சென்சார்')).toBe('esp32 sensor');
    expect(read('10k సెన్సార్')).toBe('10k sensor');
  });

  it('drop filler words and say "for" and "with" the English way', () => {
    expect(read('arduino के लिए मोटर ड्राइवर')).toBe('motor driver for arduino');
    expect(read('रास्पबेरी पाई का डिस्प्ले')).toBe('raspberry pi display');
    expect(read('arduino కోసం మోటార్ డ్రైవర్ కావాలి')).toBe('motor driver for arduino');
    expect(read('arduinoக்கான ஒரு சர்வோ மோட்டார்')).toBe('servo motor for arduino');
    expect(read('बैटरी के साथ चार्जर')).toBe('charger with battery');
  });

  it('look for what a part is for when that is all there is', () => {
    expect(read('arduino के लिए')).toBe('arduino');
  });
});
