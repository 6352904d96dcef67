import type { AddProjectPartsResult, BomList, BomLists, BomMatch, BomMatchRequest } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app-hooks.js';
import { jsonOf } from '../../testing/http.js';
import { newShopper } from '../../testing/shopping.js';
import { setStockOf } from '../../testing/stock.js';

const ctx = testApp();

let addressCount = 0;
/** Each call from its own address: the match route is limited per address. */
const match = (body: BomMatchRequest) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/bom/match/',
    headers: { 'x-forwarded-for': `10.31.0.${++addressCount % 250}` },
    payload: body,
  });
const matched = async (body: BomMatchRequest) => jsonOf<BomMatch>(await match(body));
const lineFor = (result: BomMatch, value: string) => {
  const line = result.lines.find((l) => [l.value, l.part_number, l.description].includes(value));
  if (!line) throw new Error(`no line for ${value}: ${JSON.stringify(result.lines.map((l) => l.value))}`);
  return line;
};

const KICAD_GROUPED = `"Source:","/home/asha/weather/weather.kicad_sch"
"Date:","2026-11-20"
"Tool:","Eeschema 8.0.6"
"Generator:","bom_csv_grouped_by_value"
"Component Count:","9"
"Ref","Qnty","Value","Cmp name","Footprint","Description","Vendor"
"U1 ","1","ESP32-DevKitC","ESP32-DevKitC","Module:ESP32-DevKitC","ESP32 development board",""
"U2 ","1","BME280","BME280","Connector_PinHeader_2.54mm:PinHeader_1x04_P2.54mm_Vertical","Temperature humidity pressure sensor",""
"R1,R2,R3 ","3","10k","R","Resistor_SMD:R_0805_2012Metric","Resistor",""
"R4 ","1","10k","R","Resistor_SMD:R_0805_2012Metric","Resistor",""
"C1 C2 ","2","100nF","C","Capacitor_SMD:C_0603_1608Metric","Unpolarized capacitor",""
"J1 ","1","Conn_01x02","Conn_01x02","TerminalBlock:TerminalBlock_bornier-2_P5.08mm","Generic connector",""
`;

describe('POST /api/bom/match/ reads files', () => {
  it('reads a KiCad export after its preamble, sums R1-R3 with R4, and matches parts by part number', async () => {
    const result = await matched({ text: KICAD_GROUPED });
    expect(result.columns).toEqual(['Ref', 'Qnty', 'Value', 'Cmp name', 'Footprint', 'Description', 'Vendor']);
    expect(result.mapping).toMatchObject({ reference: 0, quantity: 1, value: 2, footprint: 4, description: 5 });
    expect(result.mapping_unsure).toBe(false);
    const resistors = lineFor(result, '10k');
    expect(resistors.quantity).toBe(4);
    expect(resistors.references).toEqual(['R1', 'R2', 'R3', 'R4']);
    expect(result.lines).toHaveLength(5);
    const sensor = lineFor(result, 'BME280');
    expect(sensor.confidence).toBe('sure');
    expect(sensor.product?.slug).toBe('bme280-temperature-humidity-and-pressure-sensor');
    // Soldered parts the shop does not sell are kept, never surely a module.
    for (const value of ['10k', '100nF', 'Conn_01x02']) {
      expect(['unsure', 'none']).toContain(lineFor(result, value).confidence);
    }
  });

  it('maps odd headers (Designator; Mfr Part #; Qty) in a semicolon file, and sums the same part number', async () => {
    const text = [
      'Designator;Comment;Mfr Part #;Qty;Package',
      'U1;Ultrasonic;HC-SR04;1;THT',
      'U2;Ultrasonic;hcsr04;2;THT',
      'M1;Servo;SG90;4;-',
      'R9;1k;RC0805FR-071KL;1;0805',
    ].join('\n');
    const result = await matched({ text });
    expect(result.mapping).toMatchObject({ reference: 0, value: 1, part_number: 2, quantity: 3, footprint: 4 });
    const ultrasonic = lineFor(result, 'HC-SR04');
    expect(ultrasonic).toMatchObject({ quantity: 3, references: ['U1', 'U2'], confidence: 'sure' });
    expect(ultrasonic.product?.slug).toBe('hc-sr04-ultrasonic-distance-sensor');
    expect(lineFor(result, 'SG90').product?.slug).toBe('towerpro-sg90-micro-servo-motor');
    expect(['unsure', 'none']).toContain(lineFor(result, 'RC0805FR-071KL').confidence);
  });

  it('reads tab-separated cells with quotes, and plain pasted lines with their quantities', async () => {
    const tabbed = await matched({ text: 'Reference\tValue\tQuantity\n"U1"\t"LM2596"\t"2"\n' });
    expect(lineFor(tabbed, 'LM2596')).toMatchObject({ quantity: 2, confidence: 'sure' });
    const pasted = await matched({ text: '2x HC-SR04\nL298N x 1\n0.96 OLED - 3 pcs\nflux capacitor\n' });
    expect(pasted.lines.map((l) => [l.description, l.quantity])).toEqual([
      ['HC-SR04', 2],
      ['L298N', 1],
      ['0.96 OLED', 3],
      ['flux capacitor', 1],
    ]);
    expect(lineFor(pasted, 'L298N').product?.slug).toBe('l298n-dual-h-bridge-motor-driver-module');
    expect(lineFor(pasted, '0.96 OLED').product?.slug).toBe('0-96-inch-oled-display-module-i2c-ssd1306');
    expect(lineFor(pasted, '0.96 OLED').alternatives.length).toBeGreaterThan(0);
  });

  it('guesses the columns of a file without a header and asks to confirm them; a confirmation is used', async () => {
    const text = 'D1,LED red,2\nU1,DHT22,1\n';
    const guessed = await matched({ text });
    expect(guessed.mapping_unsure).toBe(true);
    expect(guessed.columns).toEqual(['Column 1', 'Column 2', 'Column 3']);
    expect(guessed.mapping).toMatchObject({ reference: 0, value: 1, quantity: 2 });
    const confirmed = await matched({
      text,
      mapping: { reference: 0, quantity: null, part_number: 1, value: null, footprint: null, description: null },
    });
    expect(confirmed.mapping_unsure).toBe(false);
    expect(lineFor(confirmed, 'DHT22')).toMatchObject({ quantity: 1, part_number: 'DHT22' });
    const outside = await match({
      text,
      mapping: { reference: 0, quantity: 7, part_number: 1, value: null, footprint: null, description: null },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ mapping: ['This file has only 3 columns.'] });
  });

  it('suggests a substitute of the same category in stock for a part short of what the builds need', async () => {
    await setStockOf(ctx.database.db, 'dht22-temperature-and-humidity-sensor-module', 2);
    ctx.app.catalogCache.invalidate();
    const result = await matched({ text: 'Ref,Value,Qty\nU1,DHT22,1\n', builds: 3 });
    const line = lineFor(result, 'DHT22');
    expect(line.product).toMatchObject({ slug: 'dht22-temperature-and-humidity-sensor-module', stock: 2 });
    expect(line.substitute?.category.slug).toBe('sensors');
    expect(line.substitute?.stock).toBeGreaterThanOrEqual(3);
    await setStockOf(ctx.database.db, 'dht22-temperature-and-humidity-sensor-module', 160);
    ctx.app.catalogCache.invalidate();
  });
});

describe('POST /api/bom/match/ refuses what is not a parts list', () => {
  it('refuses 501 lines, a 10 MB paste and binary junk with a clear 400', async () => {
    const long = await match({ text: `Value,Qty\n${'DHT22,1\n'.repeat(501)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ text: ['A parts list may have at most 500 lines; this one has 501.'] });

    const huge = await match({ text: 'HC-SR04,1\n'.repeat(1_000_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ text: ['A parts list may be at most 3,00,000 characters.'] });

    const junk = await match({ text: 'PK\u0003\u0004\u0014\u0000\u0006\u0000xl/workbook.xml' });
    expect(junk.statusCode).toBe(400);
    expect((junk.json() as { text: string[] }).text[0]).toMatch(/not a parts list we can read/);

    const empty = await match({ text: '  \n ' });
    expect(empty.statusCode).toBe(400);
  });

  it('reads Windows line ends and a line longer than any field, keeping each line within its field', async () => {
    const windows = await match({ text: '2x HC-SR04\r\nDHT22\r\n' });
    expect(windows.statusCode).toBe(200);
    expect((windows.json() as BomMatch).lines.map((line) => line.description)).toEqual(['HC-SR04', 'DHT22']);

    const long = await match({ text: `DHT22 ${'x'.repeat(100_000)}` });
    expect(long.statusCode).toBe(200);
    expect((long.json() as BomMatch).lines[0]?.description).toHaveLength(500);
  });
});

describe('parts lists of a signed-in customer', () => {
  it('refuses a guest saving or adding with 401', async () => {
    const save = await ctx.app.inject({
      method: 'POST',
      url: '/api/bom/lists/',
      payload: {
        name: 'Robot',
        lines: [
          {
            references: [],
            quantity: 1,
            part_number: '',
            value: 'DHT22',
            footprint: '',
            description: '',
            product_id: 1,
          },
        ],
      },
    });
    expect(save.statusCode).toBe(401);
    const add = await ctx.app.inject({
      method: 'POST',
      url: '/api/bom/add-to-cart/',
      payload: { lines: [{ product_id: 1, quantity: 1 }] },
    });
    expect(add.statusCode).toBe(401);
  });

  it('adds all that is available in one call and says what was not', async () => {
    const shopper = await newShopper(ctx.app);
    const servo = await shopper.product('towerpro-sg90-micro-servo-motor');
    const pico2 = await shopper.product('raspberry-pi-pico-2');
    const mega = await shopper.product('arduino-mega-2560-rev3');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bom/add-to-cart/',
      headers: shopper.auth,
      payload: {
        lines: [
          { product_id: servo.id, quantity: 4 },
          { product_id: servo.id, quantity: 2 },
          { product_id: pico2.id, quantity: 1 },
          { product_id: mega.id, quantity: 12 },
        ],
      },
    });
    const result = jsonOf<AddProjectPartsResult>(res);
    expect(result.added).toEqual([{ product_id: servo.id, name: servo.name, quantity: 6 }]);
    expect(result.out_of_stock).toEqual([{ product_id: pico2.id, name: pico2.name }]);
    expect(result.short).toEqual([{ product_id: mega.id, name: mega.name, quantity: 8 }]);
    expect(result.detail).toMatch(/out of stock: Raspberry Pi Pico 2/);
    const cart = await shopper.cart();
    expect(cart.results.map((i) => [i.product.slug, i.quantity]).sort()).toEqual([
      ['arduino-mega-2560-rev3', 8],
      ['towerpro-sg90-micro-servo-motor', 6],
    ]);
  });

  it('saves, lists, reopens at today’s prices, renames, orders again and deletes a list', async () => {
    const shopper = await newShopper(ctx.app);
    const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url: `/api/bom/lists/${url}`, headers: shopper.auth, payload });
    const result = await matched({ text: 'Ref,Value,Qty\nU1,HC-SR04,2\nR1,10k,3\n' });
    const sensor = lineFor(result, 'HC-SR04');
    const pir = await shopper.product('hc-sr501-pir-motion-sensor');
    const lines = result.lines.map(({ references, quantity, part_number, value, footprint, description }) => ({
      references,
      quantity,
      part_number,
      value,
      footprint,
      description,
      // The customer picked another part for the sensor line, and none for the resistors.
      product_id: value === 'HC-SR04' ? pir.id : null,
    }));
    const saved = await call('POST', '', { name: 'Parking sensor', builds: 2, lines });
    expect(saved.statusCode).toBe(201);
    const list = saved.json() as BomList;
    expect(list).toMatchObject({ name: 'Parking sensor', builds: 2, line_count: 2 });
    const kept = list.lines.find((l) => l.value === 'HC-SR04');
    expect(kept).toMatchObject({ confidence: 'sure', product: { slug: 'hc-sr501-pir-motion-sensor' } });
    expect(kept?.alternatives.map((p) => p.slug)).toContain(sensor.product?.slug);
    expect(list.lines.find((l) => l.value === '10k')).toMatchObject({ product: null, confidence: 'none' });

    await setStockOf(ctx.database.db, 'hc-sr501-pir-motion-sensor', 3);
    ctx.app.catalogCache.invalidate();
    const reopened = jsonOf<BomList>(await call('GET', `${list.id}/`));
    expect(reopened.lines.find((l) => l.value === 'HC-SR04')?.product?.stock).toBe(3);

    const renamed = jsonOf<BomList>(await call('PATCH', `${list.id}/`, { name: 'Parking sensor v2' }));
    expect(renamed.name).toBe('Parking sensor v2');
    expect(jsonOf<BomLists>(await call('GET', '')).results.map((l) => l.name)).toEqual(['Parking sensor v2']);

    const again = jsonOf<AddProjectPartsResult>(await call('POST', `${list.id}/add-to-cart/`));
    expect(again.short).toEqual([{ product_id: pir.id, name: pir.name, quantity: 3 }]);
    expect(again.detail).toMatch(/Parking sensor v2/);

    const stranger = await newShopper(ctx.app);
    const theirs = await ctx.app.inject({ method: 'GET', url: `/api/bom/lists/${list.id}/`, headers: stranger.auth });
    expect(theirs.statusCode).toBe(404);

    expect((await call('DELETE', `${list.id}/`)).statusCode).toBe(204);
    expect((await call('GET', `${list.id}/`)).statusCode).toBe(404);
    expect((await call('POST', '', { name: ' ', lines })).json()).toEqual({ name: ['Give the parts list a name.'] });
    await setStockOf(ctx.database.db, 'hc-sr501-pir-motion-sensor', 240);
    ctx.app.catalogCache.invalidate();
  });
});
