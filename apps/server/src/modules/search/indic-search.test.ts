import type { Suggestions } from '@makerbazaar/core';
import { HINDI, TAMIL, TELUGU } from '@makerbazaar/core/indic-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTheShop } from '../../testing/search.js';
import { createTestApp, type TestContext } from '../../testing/test-app.js';

// Issue 33: a query in Devanagari, Telugu or Tamil, whole or mixed with English, finds the parts
// the same query in English finds, on the sample catalogue, and says what it was read as.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const search = (q: string) => searchTheShop(ctx.app, q, 10);
async function suggest(q: string): Promise<Suggestions> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/search/suggest/?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Suggestions;
}
const slugs = async (q: string) => (await search(q)).results.map((p) => p.slug);

const DHT22 = 'dht22-temperature-and-humidity-sensor-module';
const DHT11 = 'dht11-temperature-and-humidity-sensor-module';
const HC_SR04 = 'hc-sr04-ultrasonic-distance-sensor';
const L298N = 'l298n-dual-h-bridge-motor-driver-module';
const L293D = 'l293d-motor-driver-shield-for-arduino';
const SG90 = 'towerpro-sg90-micro-servo-motor';

/** The same query in English and in a script finds the same parts in the same order, and says it was read so. */
async function expectReadAs(script: string, english: string) {
  const result = await search(script);
  expect(result.corrected_query, script).toBe(english);
  expect(result.query).toBe(script);
  expect(result.count, script).toBeGreaterThan(0);
  expect(
    result.results.map((p) => p.slug),
    script,
  ).toEqual(await slugs(english));
}

describe.each([
  {
    language: 'Hindi',
    tradeWords: ['सेंसर मोटर ड्राइवर', 'sensor motor driver'],
    native: ['तापमान सेंसर', 'temperature sensor'],
    mixed: ['arduino के लिए मोटर ड्राइवर', 'motor driver for arduino'],
    partNumber: ['L298N मोटर ड्राइवर', 'l298n motor driver'],
    typing: 'तापमा',
    sensorWord: 'सेंसर',
  },
  {
    language: 'Telugu',
    tradeWords: ['సెన్సార్ మోటార్ డ్రైవర్', 'sensor motor driver'],
    native: ['ఉష్ణోగ్రత సెన్సార్', 'temperature sensor'],
    mixed: ['arduino కోసం మోటార్ డ్రైవర్', 'motor driver for arduino'],
    partNumber: ['L298N మోటార్ డ్రైవర్', 'l298n motor driver'],
    typing: 'ఉష్ణో',
    sensorWord: 'సెన్సార్',
  },
  {
    language: 'Tamil',
    tradeWords: ['சென்சார் மோட்டார் டிரைவர்', 'sensor motor driver'],
    native: ['வெப்பநிலை சென்சார்', 'temperature sensor'],
    mixed: ['arduinoக்கான மோட்டார் டிரைவர்', 'motor driver for arduino'],
    partNumber: ['L298N மோட்டார் டிரைவர்', 'l298n motor driver'],
    typing: 'வெப்பநி',
    sensorWord: 'சென்சார்',
  },
])('a query in $language', ({ tradeWords, native, mixed, partNumber, typing, sensorWord }) => {
  it('recognises English trade words written in the script', async () => {
    await expectReadAs(tradeWords[0] ?? '', tradeWords[1] ?? '');
  });

  it('reads native words through the glossary, and says so', async () => {
    await expectReadAs(native[0] ?? '', native[1] ?? '');
    expect((await slugs(native[0] ?? '')).slice(0, 3)).toContain(DHT22);
  });

  it('reads a mixed query, filler dropped and what the part is for last', async () => {
    await expectReadAs(mixed[0] ?? '', mixed[1] ?? '');
    expect((await slugs(mixed[0] ?? ''))[0]).toBe(L293D);
  });

  it('keeps a part number as typed', async () => {
    await expectReadAs(partNumber[0] ?? '', partNumber[1] ?? '');
    expect((await slugs(partNumber[0] ?? ''))[0]).toBe(L298N);
  });

  it('suggests parts while a word is still being typed, and the category a trade word names', async () => {
    const { products } = await suggest(typing);
    expect(products.map((p) => p.slug)).toEqual(expect.arrayContaining([DHT22, DHT11]));
    const { products: sensors, categories } = await suggest(sensorWord);
    expect(sensors.length).toBeGreaterThan(0);
    expect(categories.map((c) => c.slug)).toContain('sensors');
  });
});

describe('queries in a script, across languages', () => {
  it('reads Indian digits in a part number or value as Latin ones', async () => {
    await expectReadAs('DHT२२ सेंसर', 'dht22 sensor');
    expect((await slugs('DHT२२ सेंसर'))[0]).toBe(DHT22);
  });

  it('finds the distance and humidity sensors by the native word for what they measure', async () => {
    expect((await slugs('दूरी सेंसर')).slice(0, 3)).toContain(HC_SR04);
    expect((await slugs('தூரம் சென்சார்')).slice(0, 3)).toContain(HC_SR04);
    expect((await slugs('తేమ సెన్సార్')).slice(0, 3)).toEqual(expect.arrayContaining([DHT22, DHT11]));
  });

  it('reads a query half in script, half in English letters', async () => {
    expect((await slugs('सर्वो motor'))[0]).toBe(SG90);
  });

  it('has every glossary meaning in the sample catalogue, so no glossary word leads nowhere', async () => {
    const meanings = new Set([HINDI, TELUGU, TAMIL].flatMap((glossary) => Object.values(glossary.words)));
    for (const english of meanings) {
      const result = await search(english);
      expect(result.count, english).toBeGreaterThan(0);
      expect(result.corrected_query, english).toBeNull();
    }
  });

  it('leaves an English query as it was: no understood query shown when nothing was corrected', async () => {
    expect((await search('temperature sensor')).corrected_query).toBeNull();
  });
});
