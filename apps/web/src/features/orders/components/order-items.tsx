import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@makerbazaar/core';
import { Link } from 'react-router';
import { PLACEHOLDER_IMAGE, ProductImage } from '@/components/product-image';
import { formatRupees } from '@/lib/format';

/** The parts and courses in an order as they were bought: name, picture, quantity and price paid. */
export function OrderItems({ items }: { items: Order['items'] }) {
  const { t } = useLingui();
  return (
    <ul className="divide-y" aria-label={t`Items`}>
      {items.map((item) => {
        const quantity = item.quantity;
        const price = formatRupees(item.price);
        const image = item.product.primary_image || item.product.images[0]?.image || PLACEHOLDER_IMAGE;
        const name = item.product.slug ? (
          <Link
            to={item.kind === 'course' ? `/courses/${item.product.slug}` : `/product/${item.product.slug}`}
            className="hover:text-primary"
          >
            {item.product.name}
          </Link>
        ) : (
          item.product.name
        );
        return (
          <li key={item.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <div className="size-14 shrink-0 overflow-hidden rounded-md border">
              <ProductImage src={image} alt="" />
            </div>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium">{name}</p>
              <p className="mt-0.5 text-xs text-muted-foreground tabular-nums">
                <Trans>
                  Qty {quantity} × {price}
                </Trans>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
