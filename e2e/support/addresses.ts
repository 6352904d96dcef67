import type { Page } from '@playwright/test';

export interface TypedAddress {
  line1: string;
  city: string;
  state: string;
  pincode: string;
}

export const CHURCH_STREET: TypedAddress = {
  line1: '14 Church Street',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

/** Fills the address fields of the open form (checkout's new address, or the address dialog); name and phone come prefilled or stay as they are. */
export async function fillAddress(page: Page, address: TypedAddress): Promise<void> {
  await page.getByLabel('Address line 1').fill(address.line1);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('PIN code').fill(address.pincode);
  await page.getByLabel('State or union territory').selectOption(address.state);
}
