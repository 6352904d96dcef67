import { PINCODE_PATTERN } from '@makerbazaar/core';

const STORAGE_KEY = 'makerbazaar-pincode';

/** The PIN code the customer last checked on this device; read in an effect, never while rendering. */
export function rememberedPincode(): string {
  try {
    const pincode = window.localStorage.getItem(STORAGE_KEY) ?? '';
    return PINCODE_PATTERN.test(pincode) ? pincode : '';
  } catch {
    // Storage refused (private mode, blocked cookies): nothing remembered.
    return '';
  }
}

export function rememberPincode(pincode: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, pincode);
  } catch {
    // Storage refused: the box still answers, it only forgets next time.
  }
}
