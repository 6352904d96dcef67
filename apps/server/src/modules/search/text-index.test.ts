import { describe, expect, it } from 'vitest';
import { TextIndex, tokenize, trigramsOf } from './text-index.js';

const product = (name: string, description = '') => ({ name, category: '', description, specifications: '' });

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
});
