import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/ui/icon';
import { usePaymentOptions } from '@/features/checkout/api/get-payment-options';

/** A staging shop takes payment through the test gateway: every page says nothing here is real. */
export function TestModeBanner() {
  const { data } = usePaymentOptions();
  const { t } = useLingui();
  if (!data?.test_mode_banner) return null;
  return (
    <aside aria-label={t`Test mode`} className="bg-warning text-background">
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-1.5 text-center text-xs font-medium sm:px-6 sm:text-sm lg:px-8">
        <Icon name="flask-conical" className="size-4 shrink-0" aria-hidden="true" />
        <Trans>Staging shop: payments are in test mode — nothing you order here is charged or shipped.</Trans>
      </p>
    </aside>
  );
}
