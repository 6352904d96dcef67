import { describe, expect, it } from 'vitest';
import { fittedSize, textWidth } from './text-width.js';

describe('a label’s width', () => {
  it('is measured as Arial draws it', () => {
    // "UNO" in bold: U 722, N 722, O 778 thousandths of the size.
    expect(textWidth('UNO', 'bold')).toBeCloseTo(2.222);
    expect(textWidth('1999', 'mono')).toBeCloseTo(2.408);
  });

  it('decides the size a name is drawn at: as asked when it fits, smaller when it would run over', () => {
    expect(fittedSize('UNO', 'bold', 36, 124)).toBe(36);
    const size = fittedSize('Capacitive Soil Moisture Sensor', 'bold', 13, 88);
    expect(size).toBeLessThan(13);
    expect(textWidth('Capacitive Soil Moisture Sensor', 'bold') * size).toBeLessThanOrEqual(88);
  });

  it('counts letter spacing and characters beyond ASCII', () => {
    const size = fittedSize('−55 to +125 °C', 'regular', 20, 100, 1);
    expect(textWidth('−55 to +125 °C', 'regular') * size + 13).toBeLessThanOrEqual(100);
  });
});
