import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema, updateProfileSchema } from './auth.js';
import { addToCartSchema, itemIdParamsSchema } from './cart.js';
import { productListQuerySchema } from './catalog.js';
import { CHARACTERS_NOT_ALLOWED, idParam, idSchema, MAX_ID, multilineText, text } from './common.js';
import { contactMessageSchema } from './contact.js';
import { createOrderSchema } from './orders.js';
import { searchQuerySchema } from './search.js';
import { bulkQuoteRequestSchema, supportRequestSchema } from './support.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('text()', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a newline', 'line one\nline two'],
    ['a carriage return', 'a\rb'],
    ['a tab', 'a\tb'],
    ['an escape', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['an unpaired surrogate', 'a\ud800b'],
  ])('refuses %s with one plain message', (_name, value) => {
    expect(messagesOf(text().min(1).max(10).safeParse(value))).toEqual([CHARACTERS_NOT_ALLOWED]);
  });

  it('keeps ordinary text, Indian scripts and emoji', () => {
    for (const value of ['Asha Rao', 'आशा राव', 'ஆஷா', 'Café 😀', 'O\u2019Brien']) {
      expect(text().safeParse(value)).toEqual({ success: true, data: value });
    }
  });
});

describe('multilineText()', () => {
  it('allows tabs and line breaks, and keeps a Windows line break as one newline', () => {
    expect(multilineText().safeParse('14 Church Street\r\nBengaluru\t560001\rKarnataka')).toEqual({
      success: true,
      data: '14 Church Street\nBengaluru\t560001\nKarnataka',
    });
  });

  it('refuses the other control characters', () => {
    for (const value of ['a\u0000b', 'a\u000bb', 'a\u000cb', 'a\u001bb', 'a\u007fb', 'a\udc00b']) {
      expect(messagesOf(multilineText().safeParse(value))).toEqual([CHARACTERS_NOT_ALLOWED]);
    }
  });
});

describe('ids', () => {
  it('are PostgreSQL integers from 1 to 2147483647, in bodies and in paths', () => {
    expect(MAX_ID).toBe(2 ** 31 - 1);
    expect(idSchema.safeParse(MAX_ID).success).toBe(true);
    expect(idParam.safeParse(String(MAX_ID)).success).toBe(true);
    for (const bad of [MAX_ID + 1, 0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '1']) {
      expect(idSchema.safeParse(bad).success).toBe(false);
    }
    for (const bad of ['2147483648', '99999999999', '0', '-1', '1.5', 'NaN', '1e309', 'abc', '']) {
      expect(idParam.safeParse(bad).success).toBe(false);
    }
  });
});

describe('the request schemas', () => {
  it('refuse NUL in every text field a customer sends', () => {
    expect(loginSchema.safeParse({ username: 'a\u0000b', password: 'x' }).success).toBe(false);
    expect(registerSchema.safeParse({ first_name: 'A\u0000' }).error?.issues).toContainEqual(
      expect.objectContaining({ path: ['first_name'], message: CHARACTERS_NOT_ALLOWED }),
    );
    expect(updateProfileSchema.safeParse({ address: '14 Church St\u0000' }).success).toBe(false);
    expect(
      contactMessageSchema.safeParse({ name: 'Asha', email: 'a@b.in', subject: 'Hi', message: 'Hello\u0000' }).success,
    ).toBe(false);
    expect(productListQuerySchema.safeParse({ category: '\u0000' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: 'sensor\u0000' }).success).toBe(false);
  });

  it('keep line breaks out of one-line fields and allow them in messages and addresses', () => {
    const contact = { name: 'Asha', email: 'asha@example.in', subject: 'Hello', message: 'Line one\nLine two' };
    expect(contactMessageSchema.safeParse(contact).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...contact, subject: 'Hello\nBcc: x@y.in' }).success).toBe(false);
    const order = { total_amount: 10, shipping_address: '14 Church St\nBengaluru', phone_number: '9845012345' };
    expect(createOrderSchema.safeParse({ ...order, payment_method: 'cod' }).success).toBe(true);
    expect(
      supportRequestSchema.safeParse({ topic: 'Other', name: 'Asha\nRao', email: 'a@b.in', message: 'x'.repeat(20) })
        .success,
    ).toBe(false);
    expect(bulkQuoteRequestSchema.safeParse({ notes: 'a\nb' }).error?.issues.map((i) => i.path[0])).not.toContain(
      'notes',
    );
  });

  it('bound ids in bodies and paths to the database integer range', () => {
    expect(addToCartSchema.safeParse({ product_id: 2 ** 31 }).success).toBe(false);
    expect(itemIdParamsSchema.safeParse({ id: '99999999999' }).success).toBe(false);
  });
});
