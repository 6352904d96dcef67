import { CHURCH_STREET, fillAddress } from './support/addresses';
import { expect, test } from './support/app-test';
import { signUpAndSignIn } from './support/customers';

// A line follower as KiCad 8's "grouped by value" script exports it, with the parts the shop does not sell.
const LINE_FOLLOWER_BOM = `"Source:","/home/priya/line-follower/line-follower.kicad_sch"
"Date:","2026-11-21"
"Tool:","Eeschema 8.0.5"
"Generator:","bom_csv_grouped_by_value"
"Component Count:","9"
"Ref","Qnty","Value","Cmp name","Footprint","Description","Vendor"
"A1 ","1","Arduino_Nano_v3.x","Arduino_Nano_v3.x","Module:Arduino_Nano","Arduino Nano v3.x",""
"U1 ","1","L298N","L298N_Module","Connector_PinHeader_2.54mm:PinHeader_1x06_P2.54mm_Vertical","L298N motor driver module",""
"M1 M2 ","2","BO Motor 150RPM","Motor_DC","Connector_JST:JST_XH_B2B-XH-A_1x02_P2.50mm_Vertical","BO gear motor",""
"R1 R2 R3 ","3","10k","R","Resistor_THT:R_Axial_DIN0207_L6.3mm_D2.5mm_P7.62mm_Horizontal","Resistor",""
"C1 ","1","100nF","C","Capacitor_THT:C_Disc_D5.0mm_W2.5mm_P5.00mm","Capacitor",""
`;

test('a customer uploads a KiCad BOM, picks another board for one line, builds 3, adds all to the cart and checks out', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'bom');
  await page.goto('/bom');
  await expect(page.getByRole('heading', { level: 1, name: 'Parts list to cart' })).toBeVisible();
  await page.getByLabel('BOM file').setInputFiles({
    name: 'line-follower.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(LINE_FOLLOWER_BOM),
  });

  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  const nano = rows.filter({ hasText: 'Arduino_Nano_v3.x' });
  await expect(nano).toContainText('Likely match');
  const resistors = rows.filter({ hasText: 'R1, R2, R3' });
  await expect(resistors).toContainText(/Not sure|Not found/);
  // The resistors stay on the list, left out of the cart.
  await expect(resistors.getByRole('combobox')).toHaveValue('');

  // The genuine Nano is the match; this maker builds with the CH340 clone.
  await nano.getByRole('combobox').selectOption({ label: 'Arduino Nano Compatible Board (CH340, USB-C) — ₹299' });
  await page.getByRole('button', { name: 'One board more' }).click();
  await page.getByRole('button', { name: 'One board more' }).click();
  await expect(page.getByLabel('Build')).toHaveValue('3');
  await expect(rows.filter({ hasText: 'BO Motor 150RPM' })).toContainText('6');
  await expect(rows.filter({ hasText: 'BO Motor 150RPM' })).toContainText('2 per board');
  // 3 × ₹299 + 3 × ₹179 + 6 × ₹69 = ₹1,848.
  await expect(page.getByText('₹1,848', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page.getByText('Added 3 parts for your parts list to your cart.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 12 items' })).toBeVisible();

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const summary = page.getByRole('list', { name: 'Items in your order' });
  await expect(summary.getByRole('listitem')).toHaveCount(3);
  await expect(summary.getByRole('listitem').filter({ hasText: 'Arduino Nano Compatible' })).toContainText('Qty 3');
  await fillAddress(page, CHURCH_STREET);
  const confirm = page.getByRole('button', { name: /Confirm Order/ });
  await expect(confirm).toContainText('₹1,848');
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
});
