import type { Address, AddressInput, FieldErrors } from '@makerbazaar/core';
import { MAX_SAVED_ADDRESSES } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../testing/accounts.js';
import { testApp } from '../../testing/app-hooks.js';
import { makeProduct } from '../../testing/catalogue.js';
import { jsonOf } from '../../testing/http.js';
import { newShopper } from '../../testing/shopping.js';

const ctx = testApp({ seed: false });

const home: AddressInput = {
  name: 'Priya Sharma',
  phone: '098450 12345',
  line1: '14 Church Street',
  line2: 'Near MG Road metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  type: 'home',
};
const work: AddressInput = {
  name: 'Priya Sharma',
  phone: '+91 90000-11111',
  line1: 'Plot 42, HITEC City',
  city: 'Hyderabad',
  state: 'Telangana',
  pincode: '500081',
  type: 'work',
};

function addressBook(headers: Record<string, string>) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/addresses/${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    call,
    async list(): Promise<Address[]> {
      return ((await call('GET', '')).json() as { results: Address[] }).results;
    },
    async save(address: AddressInput): Promise<Address> {
      const res = await call('POST', '', address);
      return jsonOf<Address>(res, 201);
    },
  };
}

describe('saved addresses', () => {
  it('needs a signed-in customer', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/addresses/' })).statusCode).toBe(401);
  });

  it('saves addresses with the phone in E.164; the first is the default, and the default moves in one step', async () => {
    const book = addressBook((await signUpAndLogIn(ctx.app)).auth);
    const first = await book.save(home);
    expect(first).toMatchObject({ phone: '+919845012345', line2: 'Near MG Road metro', is_default: true });
    const second = await book.save(work);
    expect(second).toMatchObject({ phone: '+919000011111', line2: '', is_default: false });

    const moved = await book.call('POST', `${second.id}/default/`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await book.list()).map((a) => [a.id, a.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    // Saving a third as the default moves the mark again; the default cannot be unmarked by an edit.
    const third = await book.save({
      ...home,
      line1: '7 Anna Salai',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600002',
      is_default: true,
    });
    expect((await book.list()).filter((a) => a.is_default).map((a) => a.id)).toEqual([third.id]);
    const edited = await book.call('PUT', `${third.id}/`, {
      ...home,
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600002',
      is_default: false,
    });
    expect(edited.json()).toMatchObject({ city: 'Chennai', is_default: true });

    // Deleting the default passes the mark to the newest address left.
    expect((await book.call('DELETE', `${third.id}/`)).statusCode).toBe(204);
    expect((await book.list()).map((a) => [a.id, a.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('refuses a bad address field by field, with the full list of states', async () => {
    const book = addressBook((await signUpAndLogIn(ctx.app)).auth);
    const res = await book.call('POST', '', {
      ...home,
      name: ' ',
      phone: '12345',
      state: 'Karnatak',
      pincode: '060001',
      city: 'Bengaluru\u0000',
      type: 'holiday',
    });
    const errors = jsonOf<FieldErrors>(res, 400);
    expect(Object.keys(errors).sort()).toEqual(['city', 'name', 'phone', 'pincode', 'state', 'type']);
    expect(errors.pincode).toEqual(['Enter a 6-digit PIN code that does not start with 0.']);
    expect(errors.state).toEqual(['Choose a state or union territory.']);
    // A union territory is a state here too.
    await addressBook((await signUpAndLogIn(ctx.app)).auth).save({
      ...home,
      state: 'Ladakh',
      city: 'Leh',
      pincode: '194101',
    });
    expect(await book.list()).toEqual([]);
  });

  it("answers 404 for another customer's address, and leaves it alone", async () => {
    const owner = addressBook((await signUpAndLogIn(ctx.app)).auth);
    const saved = await owner.save(home);
    const other = addressBook((await signUpAndLogIn(ctx.app)).auth);
    for (const [method, url, body] of [
      ['PUT', `${saved.id}/`, work],
      ['POST', `${saved.id}/default/`, undefined],
      ['DELETE', `${saved.id}/`, undefined],
    ] as const) {
      const res = await other.call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ detail: 'Address not found.' });
    }
    expect((await other.call('PUT', '2147483648/', work)).statusCode).toBe(400);
    expect(await owner.list()).toEqual([saved]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    const book = addressBook((await signUpAndLogIn(ctx.app)).auth);
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i += 1) await book.save({ ...home, line1: `House ${i + 1}` });
    const refused = await book.call('POST', '', home);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Delete one you no longer use first.`,
    });
  });
});

describe('checking out to an address', () => {
  it('ships to a saved address and keeps it on the order as fields and as printable text', async () => {
    const shopper = await newShopper(ctx.app);
    const book = addressBook(shopper.auth);
    await book.save(home);
    const chosen = await book.save(work);
    await shopper.addToCart((await makeProduct(ctx.app)).id);
    const cart = await shopper.cart();
    const res = await shopper.checkout({ total_amount: cart.total_amount, address_id: chosen.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      phone_number: '+919000011111',
      shipping_address: 'Priya Sharma\nPlot 42, HITEC City\nHyderabad, Telangana 500081',
      address: {
        name: 'Priya Sharma',
        line1: 'Plot 42, HITEC City',
        line2: '',
        city: 'Hyderabad',
        state: 'Telangana',
        pincode: '500081',
      },
    });
  });

  it('saves a typed address when asked, refuses a saved address of someone else, and still reads one text', async () => {
    const shopper = await newShopper(ctx.app);
    const stranger = addressBook((await signUpAndLogIn(ctx.app)).auth);
    const theirs = await stranger.save(home);
    const part = await makeProduct(ctx.app);
    await shopper.addToCart(part.id);
    const { total_amount } = await shopper.cart();

    const refused = await shopper.checkout({ total_amount, address_id: theirs.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'Address not found.' });
    expect((await shopper.cart()).results).toHaveLength(1);

    const typed = await shopper.checkout({ total_amount, address: work, save_address: true });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json()).toMatchObject({ address: { city: 'Hyderabad' } });
    expect(await addressBook(shopper.auth).list()).toMatchObject([{ line1: 'Plot 42, HITEC City', is_default: true }]);

    await shopper.addToCart(part.id);
    const legacy = await shopper.checkout({ total_amount });
    expect(legacy.statusCode, legacy.body).toBe(201);
    expect(legacy.json()).toMatchObject({ shipping_address: '14 Church Street, Bengaluru 560001', address: null });

    const nothing = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: shopper.auth,
      payload: { total_amount, payment_method: 'cod' },
    });
    expect(nothing.statusCode).toBe(400);
    expect(Object.keys(nothing.json() as FieldErrors).sort()).toEqual(['phone_number', 'shipping_address']);
  });
});
