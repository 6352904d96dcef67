import { GST_STATE_CODES, isIndianState } from './indian-states.js';

const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Two digits of state, the holder's PAN, an entity number, 'Z', and a check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN: Luhn mod 36 over its first 14 characters. */
function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = first14.length - 1; i >= 0; i--) {
    const product = factor * GSTIN_CHARSET.indexOf(first14[i] ?? '');
    sum += Math.floor(product / 36) + (product % 36);
    factor = factor === 2 ? 1 : 2;
  }
  return GSTIN_CHARSET[(36 - (sum % 36)) % 36] ?? '';
}

/** A GST identification number of the right shape whose check character matches. */
export function isValidGstin(value: string): boolean {
  const gstin = value.toUpperCase();
  return GSTIN_SHAPE.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

/**
 * Why a GSTIN cannot be billed for a delivery to `state`, or null when it can: a GSTIN's first two
 * digits are the code of the state it is registered in, and an invoice for goods delivered there
 * must name a registration of that state.
 */
export function gstinStateRefusal(gstin: string, state: string): string | null {
  const code = isIndianState(state) ? GST_STATE_CODES[state] : undefined;
  if (code === undefined || gstin.slice(0, 2) === code) return null;
  return `This GSTIN is registered in another state: for a delivery to ${state} it starts with ${code}.`;
}
