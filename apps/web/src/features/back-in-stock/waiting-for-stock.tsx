import { Trans, useLingui } from '@lingui/react/macro';
import type { BackInStockAlert } from '@makerbazaar/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { ProductThumbnail } from '@/components/product-image';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { formatDate, formatRupees } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useBackInStockAlerts, useCancelBackInStock } from './api/back-in-stock';

/**
 * The parts a signed-in customer asked to hear about, on their wishlist page: what they wait for,
 * and a way to stop waiting. Nothing at all while they wait for nothing.
 */
export function WaitingForStock() {
  const headingId = useId();
  const alerts = useBackInStockAlerts();
  if (!alerts.data || alerts.data.length === 0) return null;
  return (
    <section id="waiting-for-stock" aria-labelledby={headingId} className="mb-8 scroll-mt-24">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <Icon name="bell-ring" className="size-5 text-primary" aria-hidden="true" /> <Trans>Waiting for stock</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>We will tell you once when each part is back: a notification here and an e-mail.</Trans>
      </p>
      <ul className="mt-3 divide-y rounded-lg border bg-card">
        {alerts.data.map((alert) => (
          <WaitingPart key={alert.id} alert={alert} />
        ))}
      </ul>
    </section>
  );
}

function WaitingPart({ alert }: { alert: BackInStockAlert }) {
  const { t } = useLingui();
  const language = useLanguage();
  const cancel = useCancelBackInStock();
  const { product } = alert;
  const name = product.name;
  const asked = formatDate(alert.created_at, language);
  return (
    <li className="flex items-center gap-3 p-3">
      <ProductThumbnail product={product} width={56} />
      <div className="min-w-0 flex-1">
        <Link
          to={`/product/${product.slug}`}
          className="line-clamp-2 text-sm font-medium [overflow-wrap:anywhere] hover:text-primary"
        >
          {name}
        </Link>
        <p className="mt-0.5 text-xs text-muted-foreground">
          {formatRupees(product.price)} ·{' '}
          {product.stock > 0 ? (
            <span className="font-medium text-success">
              <Trans>Back in stock</Trans>
            </span>
          ) : (
            <Trans>Out of stock</Trans>
          )}{' '}
          · <Trans>asked on {asked}</Trans>
        </p>
      </div>
      <Button
        variant="outline"
        className="min-h-11 shrink-0"
        aria-label={t`Cancel the alert for ${name}`}
        disabled={cancel.isPending}
        onClick={() =>
          cancel.mutate(alert.id, {
            onSuccess: () => toast.success(t`Alert cancelled: we will not tell you about ${name}.`),
            onError: () => toast.error(t`The alert could not be cancelled. Please try again.`),
          })
        }
      >
        <Icon name="bell-off" /> <span className="max-sm:sr-only">{t`Cancel`}</span>
      </Button>
    </li>
  );
}
