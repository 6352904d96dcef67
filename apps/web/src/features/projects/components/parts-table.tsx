import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProjectDetail } from '@makerbazaar/core';
import { Link } from 'react-router';
import { ProductThumbnail } from '@/components/product-image';
import { StockBadge } from '@/features/catalog';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/format';

/** "Need 4": shown when there is some stock, but less than the build needs. */
function Shortfall({ stock, quantity }: { stock: number; quantity: number }) {
  if (stock <= 0 || stock >= quantity) return null;
  return (
    <span className="text-xs font-medium text-warning">
      <Trans>Need {quantity}</Trans>
    </span>
  );
}

/** The table's columns; those but the part and its line total show from `md` up. */
const COLUMNS = [
  { label: msg`Part`, className: '' },
  { label: msg`Quantity`, className: 'hidden text-right md:table-cell' },
  { label: msg`Unit price`, className: 'hidden text-right md:table-cell' },
  { label: msg`Stock`, className: 'hidden md:table-cell' },
  { label: msg`Total`, className: 'text-right' },
];

/**
 * The parts of a build at today's prices. On a phone a row is the part (with its quantity, price and
 * stock beneath the name) and the line total; from `md` up each of those has its own column.
 */
export function PartsTable({ project }: { project: ProjectDetail }) {
  const { i18n, t } = useLingui();
  const pieces = project.parts.reduce((sum, part) => sum + part.quantity, 0);
  const parts = project.parts.length;
  const title = project.title;
  return (
    <div className="overflow-hidden rounded-lg border bg-card shadow-sm">
      <table className="w-full text-sm">
        <caption className="sr-only">
          <Trans>Parts for {title}</Trans>
        </caption>
        <thead className="bg-muted text-left whitespace-nowrap text-muted-foreground">
          <tr>
            {COLUMNS.map(({ label, className }) => (
              <th key={label.id} scope="col" className={cn('px-4 py-3 font-semibold', className)}>
                {i18n._(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {project.parts.map(({ product, quantity, line_total }) => (
            <tr key={product.id}>
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <ProductThumbnail product={product} width={56} to={`/product/${product.slug}`} />
                  <div className="min-w-0 space-y-1">
                    <Link
                      to={`/product/${product.slug}`}
                      className="line-clamp-2 leading-5 font-semibold hover:text-primary"
                    >
                      {product.name}
                    </Link>
                    <p className="text-xs text-muted-foreground">{product.brand}</p>
                    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 md:hidden">
                      <span className="text-xs tabular-nums">
                        {quantity} × {formatRupees(product.price)}
                      </span>
                      <StockBadge stock={product.stock} />
                      <Shortfall stock={product.stock} quantity={quantity} />
                    </div>
                  </div>
                </div>
              </td>
              <td className="hidden px-4 py-3 text-right tabular-nums md:table-cell">{quantity}</td>
              <td className="hidden px-4 py-3 text-right tabular-nums md:table-cell">{formatRupees(product.price)}</td>
              <td className="hidden px-4 py-3 md:table-cell">
                <div className="flex flex-col items-start gap-1">
                  <StockBadge stock={product.stock} />
                  <Shortfall stock={product.stock} quantity={quantity} />
                </div>
              </td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                {formatRupees(line_total)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t bg-muted/50">
          <tr>
            <th scope="row" className="px-4 py-3 text-left font-semibold">
              <Trans>Parts total</Trans>
              <span className="ml-2 font-normal text-muted-foreground">
                {t`${plural(parts, { one: '# part', other: '# parts' })}, ${plural(pieces, { one: '# piece', other: '# pieces' })}`}
              </span>
            </th>
            <td colSpan={3} className="hidden md:table-cell" />
            <td className="px-4 py-3 text-right text-base font-bold whitespace-nowrap tabular-nums">
              {formatRupees(project.parts_total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
