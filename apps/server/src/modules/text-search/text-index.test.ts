import { describe, expect, it } from 'vitest';
import { LITERAL_FIELDS, TextIndex, termOf, tokenize, trigramsOf } from './text-index.js';

const product = (name: string, description = '') => ({ name, category: '', description, specifications: '', uses: '' });

describe('TextIndex', () => {
  it('makes trigrams as pg_trgm does', () => {
    // SELECT show_trgm('cat') → {"  c"," ca","at ","cat"}
    expect([...trigramsOf('cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
  });

  it('keeps only letters and digits as words', () => {
    expect(tokenize("HC-SR04 it's 3.3V & :*")).toEqual(['hc', 'sr04', 'it', 's', '3', '3v']);
  });

  it('needs every word, matches long words as prefixes and short ones whole, and weighs names above descriptions', () => {
    const index = new TextIndex();
    index.add(0, product('Arduino Uno R3'));
    index.add(1, product('Jumper wires', 'For Arduino and breadboards'));
    index.add(2, product('Raspberry Pi Pico'));
    const ardu = index.match(['ardu'], 3);
    expect(ardu.documents.sort()).toEqual([0, 1]);
    expect(ardu.scores[0]).toBeGreaterThan(ardu.scores[1] ?? 0);
    expect(index.match(['ardu', 'uno'], 3).documents).toEqual([0]);
    expect(index.match(['pi'], 3).documents).toEqual([2]);
    expect(index.match(['p'], 3).documents).toEqual([]);
  });

  it('corrects a misspelling to the most similar word, and leaves a word with no near match alone', () => {
    const index = new TextIndex();
    index.add(0, product('HC-SR04 Ultrasonic Sensor'));
    index.add(1, product('Sensor shield'));
    expect(index.knows('sens')).toBe(true);
    expect(index.knows('sensr')).toBe(false);
    expect(index.closestWord('sensr')).toBe('sensor');
    expect(index.closestWord('ultrasonc')).toBe('ultrasonic');
    expect(index.closestWord('xylophone')).toBeUndefined();
  });

  it('matches plurals and "-ing" forms through their stems, but not part numbers or short words', () => {
    expect(termOf('batteries')).toBe(termOf('battery'));
    expect(termOf('sensors')).toBe('sensor');
    expect(termOf('sg90')).toBe('sg90');
    expect(termOf('oled')).toBe('oled');
    const index = new TextIndex();
    index.add(0, product('1-Channel 5V Relay Module'));
    index.add(1, product('Li-ion Charger Module'));
    index.add(2, product('Boards', 'An e-paper display'));
    expect(index.match(['relays', 'modules'], 3).documents).toEqual([0]);
    expect(index.match(['charging'], 3).documents).toEqual([1]);
    expect(index.match(['board'], 3).documents).toEqual([2]);
  });

  it('finds a hyphenated part number joined, and from any of its parts on', () => {
    const index = new TextIndex();
    index.add(0, product('HC-SR04 Ultrasonic Sensor'));
    index.add(1, product('Espressif ESP32-S3-DevKitC-1'));
    expect(index.match(['hcsr04'], 2).documents).toEqual([0]);
    expect(index.match(['hc', 'sr04'], 2).documents).toEqual([0]);
    expect(index.match(['esp32s3'], 2).documents).toEqual([1]);
    expect(index.match(['s3devkitc'], 2).documents).toEqual([1]);
    expect(index.hasWord('hcsr04')).toBe(true);
  });

  it('ranks by BM25F: name above description, saturating repeats, shorter fields first', () => {
    const index = new TextIndex();
    index.add(0, product('Relay', 'relay relay relay relay relay relay'));
    index.add(1, product('Buzzer', 'relay relay relay relay relay relay relay relay relay relay'));
    index.add(2, product('Buzzer', 'relay'));
    index.add(3, product('Relay Module With Optocoupler And Screw Terminals'));
    const { scores } = index.match(['relay'], 4);
    const [inName = 0, repeated = 0, once = 0, longName = 0] = scores;
    expect(inName).toBeGreaterThan(repeated);
    expect(repeated).toBeGreaterThan(once);
    // Ten times the word is worth less than twice the one occurrence.
    expect(repeated).toBeLessThan(once * 2);
    expect(inName).toBeGreaterThan(longName);
  });

  it('never lets a rare longer word outrank the word a customer typed', () => {
    const index = new TextIndex();
    index.add(0, product('Temperature Sensor'));
    index.add(1, product('Pi Zero', 'Good for sensor-logging builds'));
    index.add(2, product('Gas Sensor'));
    const { scores } = index.match(['sensor'], 3);
    expect(scores[0]).toBeGreaterThan(scores[1] ?? 0);
  });

  it('keeps other characters for literal searches of names, categories and descriptions only', () => {
    const index = new TextIndex();
    index.add(0, product('Arduino Nano Every', 'With 50% more flash'));
    index.add(1, { ...product('Humidity sensor'), specifications: 'Accuracy ±2% RH' });
    const literal = { fields: LITERAL_FIELDS, synonyms: false };
    expect(index.match(['%'], 2, literal).documents).toEqual([0]);
    expect(index.match(['50', '%'], 2, literal).documents).toEqual([0]);
    expect(index.match(['\\'], 2, literal).documents).toEqual([]);
  });
});
