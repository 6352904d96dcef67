import type { ApplyCouponInput } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { useSignedIn } from '@/lib/session';

export const couponsQueryKey = ['coupons'] as const;

/** The signed-in customer's coupons, with the counts of each tab; their texts in the page's language. */
export function useMyCoupons() {
  const signedIn = useSignedIn();
  const language = useLanguage();
  return useQuery({
    queryKey: [...couponsQueryKey, language],
    queryFn: ({ signal }) => api('GET /coupons/', { query: { lang: language }, signal }),
    enabled: signedIn,
  });
}

/**
 * What the cart costs with the coupon, asked again whenever the cart (`cartVersion`) or the payment
 * method changes; a refusal comes back as the error, with the server's reason.
 */
export function useCouponQuote(code: string | null, method: ApplyCouponInput['payment_method'], cartVersion: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...couponsQueryKey, 'quote', code, method, cartVersion, language],
    queryFn: ({ signal }) =>
      api('POST /coupons/apply/', {
        query: { lang: language },
        body: { code: code ?? '', payment_method: method } satisfies ApplyCouponInput,
        signal,
      }),
    enabled: code !== null,
    retry: false,
  });
}
