import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTheShop } from '../../testing/search.js';
import { createTestApp, type TestContext } from '../../testing/test-app.js';

// Regressions from the judged query set (bench/relevance-queries.ts), on the sample catalogue.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const search = (q: string) => searchTheShop(ctx.app, q, 10);
const slugs = async (q: string) => (await search(q)).results.map((p) => p.slug);
const firstThree = async (q: string) => (await slugs(q)).slice(0, 3);

describe('plurals and other forms of a word', () => {
  it('finds the same products for a plural as for the singular', async () => {
    for (const [plural, singular] of [
      ['esp32 boards', 'esp32 board'],
      ['batteries', 'battery'],
      ['sensors', 'sensor'],
      ['relay modules', 'relay module'],
    ] as const) {
      expect((await search(plural)).count, plural).toBe((await search(singular)).count);
    }
  });

  it('puts what a maker means first', async () => {
    expect(await firstThree('esp32 boards')).toContain('esp32-development-kit');
    expect((await slugs('esp32 boards')).every((slug) => !slug.includes('e-paper'))).toBe(true);
    expect(await firstThree('batteries')).toEqual(
      expect.arrayContaining(['orange-2200-mah-2s-30c-lipo-battery', '18650-li-ion-rechargeable-cell-3-7v-2600-mah']),
    );
    expect(await firstThree('relay modules')).toEqual(
      expect.arrayContaining(['1-channel-5v-relay-module', '4-channel-5v-relay-module-with-optocoupler']),
    );
    const sensors = await search('sensors');
    expect(sensors.results.every((p) => /sensor/i.test(`${p.name} ${p.category.name}`))).toBe(true);
    expect(await firstThree('charging module')).toContain('tp4056-li-ion-charger-module-usb-c-with-protection');
  });
});

describe('part numbers', () => {
  it('ranks the part first however its number is typed', async () => {
    for (const q of ['HC-SR04', 'hcsr04', 'hc sr04']) {
      expect((await slugs(q))[0], q).toBe('hc-sr04-ultrasonic-distance-sensor');
    }
    for (const q of ['ESP32-CAM', 'esp32cam', 'esp32 cam']) {
      expect((await slugs(q))[0], q).toBe('esp32-cam-wi-fi-module-with-ov2640-camera');
    }
    expect((await slugs('sg 90'))[0]).toBe('towerpro-sg90-micro-servo-motor');
    expect((await slugs('L298N'))[0]).toBe('l298n-dual-h-bridge-motor-driver-module');
    expect((await slugs('18650'))[0]).toBe('18650-li-ion-rechargeable-cell-3-7v-2600-mah');
  });
});

describe('corrections', () => {
  it('corrects a misspelled word, plural or not, and says so', async () => {
    const sensor = await search('ultrasonic sensr');
    expect(sensor.results[0]?.slug).toBe('hc-sr04-ultrasonic-distance-sensor');
    expect(sensor.corrected_query).toBe('ultrasonic sensor');
    const plural = await search('ultrasonic sensrs');
    expect(plural.results[0]?.slug).toBe('hc-sr04-ultrasonic-distance-sensor');
    expect(plural.corrected_query).not.toBeNull();
    expect((await search('batteries')).corrected_query).toBeNull();
  });
});

describe('how makers in India type', () => {
  it('looks past Hindi words that say nothing about the part', async () => {
    expect(await firstThree('arduino ka kit')).toContain('arduino-starter-kit');
    expect(await firstThree('relay wala module chahiye')).toContain('1-channel-5v-relay-module');
    expect((await search('arduino ka kit')).corrected_query).toBeNull();
  });

  it('ranks cheaper boards higher for "sasta" and "cheap"', async () => {
    expect(await firstThree('sasta arduino')).toEqual(
      expect.arrayContaining(['arduino-nano-compatible-board-ch340-usb-c', 'arduino-uno-r3-compatible-board-ch340']),
    );
    expect((await slugs('cheap esp32'))[0]).toBe('esp32-c3-supermini');
    const cheapest = await search('sasta');
    const prices = cheapest.results.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
