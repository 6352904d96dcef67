import { newsletterSubscribeSchema } from '@makerbazaar/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { translateApiMessage } from './api-messages';
import { formResolver } from './form-resolver';
import { i18n, loadMessages } from './i18n';

describe('what the server and the form rules say, in the page’s language', () => {
  it('stays as the server wrote it in English', () => {
    expect(translateApiMessage('Only 3 left in stock.')).toBe('Only 3 left in stock.');
  });

  describe('in Hindi', () => {
    beforeEach(async () => i18n.loadAndActivate({ locale: 'hi', messages: await loadMessages('hi') }));
    it('finds a sentence by its English, and one built with values by its shape', () => {
      expect(translateApiMessage('This field is required.')).toBe('यह फ़ील्ड ज़रूरी है।');
      expect(translateApiMessage('Only 3 left in stock.')).toBe('स्टॉक में सिर्फ़ 3 बचे हैं।');
      expect(
        translateApiMessage('Coupon ROBO-20 needs an order of at least ₹500.00. Add ₹120.50 more to use it.'),
      ).toBe('कूपन ROBO-20 के लिए कम से कम ₹500.00 का ऑर्डर ज़रूरी है। इसे इस्तेमाल करने के लिए ₹120.50 का सामान और जोड़ें।');
    });

    it('says the phrases and dates inside a sentence in Hindi too, and leaves names as they came', () => {
      expect(translateApiMessage('Too many sign-in attempts from your network. Please try again in 10 minutes.')).toBe(
        'आपके नेटवर्क से साइन-इन की कोशिशों की सीमा पूरी हो गई है। कृपया 10 मिनट बाद फिर से कोशिश करें।',
      );
      expect(translateApiMessage('Too many searches for this account. Please try again in 1 hour.')).toBe(
        'इस खाते के लिए सर्च की सीमा पूरी हो गई है। कृपया 1 घंटे बाद फिर से कोशिश करें।',
      );
      expect(translateApiMessage('Coupon DIWALI-10 expired on 5 Sept 2026.')).toBe(
        `कूपन DIWALI-10 ${new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(2026, 8, 5))} को एक्सपायर हो गया।`,
      );
      expect(
        translateApiMessage(
          "Thanks, Asha! Your ticket number is SUP-1042. We'll reply to asha@example.in within 24 hours.",
        ),
      ).toBe('धन्यवाद, Asha! आपका टिकट नंबर SUP-1042 है। हम 24 घंटे के अंदर asha@example.in पर जवाब देंगे।');
    });

    it('says the limits on sign-in, on a cart line and on dates in Hindi', () => {
      expect(
        translateApiMessage(
          'Too many sign-in attempts for this account from your network. Please try again in 10 minutes.',
        ),
      ).toBe('आपके नेटवर्क से इस खाते के लिए साइन-इन की कोशिशों की सीमा पूरी हो गई है। कृपया 10 मिनट बाद फिर से कोशिश करें।');
      expect(
        translateApiMessage('A cart holds at most 99 of one product: you can add 39 more of HC-SR04 Sensor.'),
      ).toBe('एक कार्ट में एक प्रोडक्ट के ज़्यादा से ज़्यादा 99 पीस आ सकते हैं: आप HC-SR04 Sensor के 39 पीस और जोड़ सकते हैं।');
      const hindiDate = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric' });
      expect(translateApiMessage('Choose a date from 1 Jan 2000 to 31 Dec 2099.')).toBe(
        `${hindiDate.format(new Date(2000, 0, 1))} से ${hindiDate.format(new Date(2099, 11, 31))} के बीच की कोई तारीख चुनें।`,
      );
    });

    it('tells of a coupon given to the customer in Hindi, the discount and date included', () => {
      const date = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
        new Date(2026, 10, 30),
      );
      expect(translateApiMessage('A coupon for you: FOR-MEERA')).toBe('आपके लिए एक कूपन: FOR-MEERA');
      expect(
        translateApiMessage('Diwali sale: 25% off on Sensors, until 30 Nov 2026. Enter FOR-MEERA at checkout.'),
      ).toBe(`Diwali sale: Sensors पर 25% की छूट, ${date} तक। चेकआउट पर FOR-MEERA डालें।`);
      expect(
        translateApiMessage(
          'Diwali sale: ₹100.00 off on orders of ₹1,000.00 or more, until 30 Nov 2026. Enter FOR-MEERA at checkout.',
        ),
      ).toBe(`Diwali sale: ₹1,000.00 या उससे ज़्यादा के ऑर्डर पर ₹100.00 की छूट, ${date} तक। चेकआउट पर FOR-MEERA डालें।`);
    });

    it('leaves a message it does not know as it came', () => {
      expect(translateApiMessage('Something the shop never said.')).toBe('Something the shop never said.');
      expect(translateApiMessage('Only  left in stock')).toBe('Only  left in stock');
    });

    it('translates a failed request’s message and its field errors', () => {
      const refused = new ApiError(409, { detail: 'Only 2 left in stock.' });
      expect(refused.message).toBe('स्टॉक में सिर्फ़ 2 बचे हैं।');
      const invalid = new ApiError(400, { email: ['Enter a valid email address.'], note: ['Not ours.'] });
      expect(invalid.fieldErrors).toEqual({ email: ['सही ई-मेल पता डालें।'], note: ['Not ours.'] });
    });

    it('translates the shared form rules’ messages as a form checks them', async () => {
      const resolve = formResolver(newsletterSubscribeSchema);
      const result = await resolve({ email: 'not-an-address' }, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      });
      expect(result.errors.email?.message).toBe('सही ई-मेल पता डालें।');
    });
  });
});
