import { dateInIndia } from './dates.js';

/**
 * The documents the shop issues under GST, each numbered in its own series: tax invoices, and
 * credit notes that reverse them.
 */
export const TAX_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** The prefix of each series: MB/26-27/000123 and CN/26-27/000001 (Rule 46 and Rule 53). */
const SERIES_PREFIX: Record<TaxDocumentKind, string> = { invoice: 'MB', credit_note: 'CN' };
export const TAX_DOCUMENT_TITLES: Record<TaxDocumentKind, string> = {
  invoice: 'Tax Invoice',
  credit_note: 'Credit Note',
};

/** A serial number has at most 16 characters: letters, digits, '-' and '/' (CGST Rule 46(b)). */
export const MAX_TAX_DOCUMENT_NUMBER_LENGTH = 16;
const SERIAL_DIGITS = 6;

/**
 * The financial year (April to March, India time) a moment falls in, as invoice numbers write it:
 * '26-27' for 1 April 2026 to 31 March 2027. Each year starts a new series.
 */
export function financialYearOf(moment: Date): string {
  const [year, month] = dateInIndia(moment).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** MB/26-27/000123: the series, the financial year and the serial within it. */
export function taxDocumentNumber(kind: TaxDocumentKind, financialYear: string, serial: number): string {
  const number = `${SERIES_PREFIX[kind]}/${financialYear}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
  if (number.length > MAX_TAX_DOCUMENT_NUMBER_LENGTH) {
    throw new Error(`${number} is longer than a GST document number may be`);
  }
  return number;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words: 'Forty-Two'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)]}${unit ? `-${ONES[unit]}` : ''}`;
}

/** 0–999 in words: 'Three Hundred Forty-Two'. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words in the Indian system: crore, lakh, thousand, hundred. */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${n} is not a whole number of rupees`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  return [
    // Above 99 crore the crores are themselves counted in the Indian system: 'One Hundred Crore'.
    crore ? `${numberInIndianWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount as an invoice writes it in words: 'Rupees One Lakh Twenty Thousand and Fifty Paise Only'. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = `Rupees ${numberInIndianWords(rupees)}`;
  if (rest === 0) return `${rupeeWords} Only`;
  return rupees === 0 ? `${belowHundred(rest)} Paise Only` : `${rupeeWords} and ${belowHundred(rest)} Paise Only`;
}
