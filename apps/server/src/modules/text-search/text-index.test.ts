import { describe, expect, it } from 'vitest';
import {
  editDistance,
  LITERAL_FIELDS,
  queryWords,
  TextIndex,
  termOf,
  tokenize,
  trigramsOf,
  valueForms,
} from './text-index.js';

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
    expect(index.closestWords('sensr', 1)).toEqual(['sensor']);
    expect(index.closestWords('ultrasonc', 1)).toEqual(['ultrasonic']);
    expect(index.closestWords('xylophone', 1)).toEqual([]);
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

  it('reads a value as one word however it is typed, and as product text writes it', () => {
    expect(queryWords('0,96 OLED 16 x 2 3.3 V 2.4" 10,000')).toEqual([
      '0.96',
      'oled',
      '16x2',
      '3.3v',
      '2.4inch',
      '10',
      '000',
    ]);
    expect(valueForms('3.3v')).toEqual([
      ['3', '3v'],
      ['3', '3', 'v'],
    ]);
    expect(valueForms('2200mah')).toEqual([['2200mah'], ['2200', 'mah']]);
    expect(valueForms('16x2')).toEqual([['16x2'], ['16', '2']]);
    expect(valueForms('sg90')).toEqual([]);
    expect(valueForms('18650')).toEqual([]);
    const index = new TextIndex();
    index.add(0, {
      name: 'Cell',
      category: '',
      description: '',
      specifications: 'Capacity 2200 mAh Voltage 3.7V',
      uses: '',
    });
    index.add(1, product('LCD 16x2'));
    expect(index.match(['2200mah'], 2).documents).toEqual([0]);
    expect(index.match(['3.7v'], 2).documents).toEqual([0]);
    expect(index.match(['16x2'], 2).documents).toEqual([1]);
    expect(index.knows('3.7v')).toBe(true);
  });

  it('finds a part number typed without its family letters', () => {
    const index = new TextIndex();
    index.add(0, product('LM2596 Buck Converter'));
    index.add(1, product('Pack of 2596 resistors'));
    expect(index.match(['2596'], 2).documents.sort()).toEqual([0, 1]);
    expect(index.match(['2596', 'buck'], 2).documents).toEqual([0]);
  });

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('sevro', 'servo', 2)).toBe(1);
    expect(editDistance('iorn', 'iron', 2)).toBe(1);
    expect(editDistance('sensr', 'sensor', 2)).toBe(1);
    expect(editDistance('saree', 'are', 1)).toBe(2);
  });

  it('corrects to words of names and categories with the same first letter, the commoner first', () => {
    const index = new TextIndex();
    index.add(0, product('Servo Motor'));
    index.add(1, product('Gear Motor'));
    index.add(2, product('Meter', 'A good part'));
    expect(index.closestWords('moter', 3)).toEqual(['motor', 'meter']);
    expect(index.closestWords('sevro', 1)).toEqual(['servo']);
    // "good" is only in a description; "noter" would need its first letter changed.
    expect(index.closestWords('gold', 1)).toEqual([]);
    expect(index.closestWords('noter', 1)).toEqual([]);
  });

  it('relaxes a query no document matches whole: the most words, part numbers and words naming the part first', () => {
    const index = new TextIndex();
    index.add(0, product('SG90 Servo'));
    index.add(1, product('Raspberry Pi', 'A servo hat for the Raspberry Pi'));
    index.add(2, product('Metal Servo'));
    const shown = () => true;
    const relaxed = index.match(['sg90', 'servo', 'waterproof'], 3, { relaxAmong: shown });
    expect(relaxed.kept).toEqual([0, 1]);
    expect(relaxed.documents).toEqual([0]);
    // "servo for raspberry pi": the words after "for" go first.
    const forPi = index.match(['sg90', 'raspberry', 'pi'], 3, { relaxAmong: shown, purpose: 0b110 });
    expect(forPi.kept).toEqual([0]);
    const whole = index.match(['servo', 'metal'], 3, { relaxAmong: shown });
    expect(whole.documents).toEqual([2]);
    expect(whole.kept).toBeUndefined();
    expect(index.match(['xylophone', 'zither'], 3, { relaxAmong: shown }).documents).toEqual([]);
  });
});
