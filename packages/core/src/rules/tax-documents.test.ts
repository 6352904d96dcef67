import { describe, expect, it } from 'vitest';
import { amountInWords, financialYearOf, numberInIndianWords, taxDocumentNumber } from './tax-documents.js';

describe('financialYearOf', () => {
  it('changes at midnight on 1 April in India, not in UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T23:59:59+05:30'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-04-01T00:00:00+05:30'))).toBe('27-28');
    // 1 April 00:30 in India is still 31 March in UTC.
    expect(financialYearOf(new Date('2027-03-31T19:00:00Z'))).toBe('27-28');
    expect(financialYearOf(new Date('2026-11-25T10:00:00Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('99-00');
  });
});

describe('taxDocumentNumber', () => {
  it('numbers each series within its year in at most 16 characters', () => {
    expect(taxDocumentNumber('invoice', '26-27', 123)).toBe('MB/26-27/000123');
    expect(taxDocumentNumber('credit_note', '26-27', 1)).toBe('CN/26-27/000001');
    expect(taxDocumentNumber('invoice', '26-27', 999_999)).toHaveLength(15);
    expect(() => taxDocumentNumber('invoice', '26-27', 100_000_000)).toThrow(/longer/);
  });
});

describe('amount in words, the Indian way', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [42, 'Forty-Two'],
    [100, 'One Hundred'],
    [999, 'Nine Hundred Ninety-Nine'],
    [1_000, 'One Thousand'],
    [23_456, 'Twenty-Three Thousand Four Hundred Fifty-Six'],
    [1_00_000, 'One Lakh'],
    [12_34_567, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven'],
    [1_00_00_000, 'One Crore'],
    [99_99_99_999, 'Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_05_00_00_000, 'One Hundred Five Crore'],
  ])('%i is %s', (n, words) => {
    expect(numberInIndianWords(n)).toBe(words);
  });

  it('writes rupees and paise as an invoice does', () => {
    expect(amountInWords(1_20_000_50)).toBe('Rupees One Lakh Twenty Thousand and Fifty Paise Only');
    expect(amountInWords(40_800)).toBe('Rupees Four Hundred Eight Only');
    expect(amountInWords(99)).toBe('Ninety-Nine Paise Only');
    expect(amountInWords(2_35_001)).toBe('Rupees Two Thousand Three Hundred Fifty and One Paise Only');
  });
});
