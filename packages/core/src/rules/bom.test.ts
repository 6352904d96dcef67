import { describe, expect, it } from 'vitest';
import { bomLineKey, mappingFromHeaders, readPastedLine, readQuantity, roleOfHeader, splitReferences } from './bom.js';

describe('parts-list columns', () => {
  it('knows the headers of KiCad, Altium, JLCPCB and spreadsheets, and guesses others from a word', () => {
    expect(mappingFromHeaders(['Designator', 'Comment', 'Footprint', 'LCSC Part #', 'Mfr. Part No.', 'Qty'])).toEqual({
      mapping: { reference: 0, value: 1, footprint: 2, part_number: 4, quantity: 5, description: null },
      unsure: false,
    });
    expect(mappingFromHeaders(['Reference(s)', 'Value', 'Quantity Per PCB'])).toMatchObject({
      mapping: { reference: 0, value: 1, quantity: 2 },
      unsure: false,
    });
    expect(roleOfHeader('Order qty (boards)')).toEqual({ role: 'quantity', sure: false });
    expect(roleOfHeader('Digi-Key Part Number')).toBeNull();
    expect(roleOfHeader('Vendor')).toBeNull();
  });

  it('reads designators, quantities and pasted lines', () => {
    expect(splitReferences('R1,R2, R3')).toEqual(['R1', 'R2', 'R3']);
    expect(splitReferences('R1 R2 ')).toEqual(['R1', 'R2']);
    expect(splitReferences('10k')).toEqual([]);
    expect(readQuantity('3 pcs')).toBe(3);
    expect(readQuantity('2.0')).toBe(2);
    expect(readQuantity('two')).toBeNull();
    expect(readPastedLine('2x HC-SR04')).toEqual({ quantity: 2, part: 'HC-SR04' });
    expect(readPastedLine('L298N x 3')).toEqual({ quantity: 3, part: 'L298N' });
    expect(readPastedLine('0.96 OLED - 4 pcs')).toEqual({ quantity: 4, part: '0.96 OLED' });
    expect(readPastedLine('5 SG90')).toEqual({ quantity: 5, part: 'SG90' });
    // Numbers that are part of the name stay in it.
    expect(readPastedLine('16x2 LCD')).toEqual({ quantity: 1, part: '16x2 LCD' });
    expect(readPastedLine('830 point breadboard')).toEqual({ quantity: 1, part: '830 point breadboard' });
    expect(readPastedLine('Jumper Wire Set 120 pcs')).toEqual({ quantity: 1, part: 'Jumper Wire Set 120 pcs' });
  });

  it('sums lines by part number, else by value and footprint', () => {
    const line = { part_number: '', value: '10k', footprint: 'R_0805', description: '' };
    expect(bomLineKey(line)).toBe(bomLineKey({ ...line, value: '10K', description: 'Resistor' }));
    expect(bomLineKey(line)).not.toBe(bomLineKey({ ...line, footprint: 'R_0603' }));
    expect(bomLineKey({ ...line, part_number: 'HC-SR04' })).toBe(
      bomLineKey({ ...line, part_number: 'hcsr04', value: 'x' }),
    );
  });
});
