import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BomConfidence } from '@makerbazaar/core';
import { Replace } from 'lucide-react';
import { Link } from 'react-router';
import { ProductThumbnail } from '@/components/product-image';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { StockBadge } from '@/features/catalog';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/format';
import { type PricedLine, productOptions } from '../bom-lines';

const CONFIDENCE: Record<BomConfidence, { label: MessageDescriptor; variant: BadgeProps['variant'] }> = {
  sure: { label: msg`Exact match`, variant: 'success' },
  likely: { label: msg`Likely match`, variant: 'secondary' },
  unsure: { label: msg`Not sure: please check`, variant: 'warning' },
  none: { label: msg`Not found in the shop`, variant: 'outline' },
};

const NONE = '';

/** What the file said of a line: its designators, part number or value, and footprint. */
function FileLine({ line }: { line: PricedLine['line'] }) {
  const named = line.part_number || line.value || line.description;
  const also = [line.part_number ? line.value : '', line.footprint].filter(Boolean).join(' · ');
  return (
    <div className="min-w-0 space-y-0.5">
      <p className="font-semibold break-words">{named}</p>
      {also ? <p className="text-xs break-all text-muted-foreground">{also}</p> : null}
      {line.references.length ? <p className="text-xs text-muted-foreground">{line.references.join(', ')}</p> : null}
    </div>
  );
}

/** One line: what the file said, the part chosen for it (or none), and what the build needs of it. */
function LineRow({
  priced,
  index,
  onChoose,
}: {
  priced: PricedLine;
  index: number;
  onChoose: (index: number, productId: number | null) => void;
}) {
  const { i18n, t } = useLingui();
  const { line, product, needed, unitPrice, lineTotal, short } = priced;
  const options = productOptions(line);
  const confidence = CONFIDENCE[line.confidence];
  const substitute = short && line.substitute && line.substitute.id !== product?.id ? line.substitute : null;
  const perBoard = line.quantity;
  const stock = product?.stock ?? 0;
  return (
    <tr
      className={cn(
        'grid grid-cols-[1fr_auto] gap-x-3 gap-y-2 p-3 align-top md:table-row md:p-0',
        !product && 'bg-muted/40',
      )}
    >
      <td className="col-span-2 block md:table-cell md:px-4 md:py-3">
        <FileLine line={line} />
        <Badge variant={confidence.variant} className="mt-1.5">
          {i18n._(confidence.label)}
        </Badge>
      </td>
      <td className="col-span-2 block md:table-cell md:px-4 md:py-3">
        <div className="flex gap-3">
          {product ? (
            <ProductThumbnail
              product={product}
              width={56}
              to={`/product/${product.slug}`}
              className="hidden sm:block"
            />
          ) : null}
          <div className="min-w-0 flex-1 space-y-1.5">
            {options.length ? (
              <Select
                aria-label={t`Part for line ${index + 1}`}
                value={product ? String(product.id) : NONE}
                onChange={(event) => onChoose(index, event.target.value === NONE ? null : Number(event.target.value))}
              >
                <option value={NONE}>{t`Leave out (not from this shop)`}</option>
                {options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name} — {formatRupees(option.price)}
                  </option>
                ))}
              </Select>
            ) : (
              <p className="text-sm text-muted-foreground">
                <Trans>We don't sell this part. It stays on your list.</Trans>
              </p>
            )}
            {product ? (
              <div className="flex flex-wrap items-center gap-2">
                <Link to={`/product/${product.slug}`} className="text-xs font-medium text-primary hover:underline">
                  <Trans>View part</Trans>
                </Link>
                <StockBadge stock={stock} />
                {short && stock > 0 ? (
                  <span className="text-xs font-medium text-warning">
                    <Trans>
                      Need {needed}, {stock} in stock
                    </Trans>
                  </span>
                ) : null}
              </div>
            ) : null}
            {substitute ? (
              <Button
                variant="outline"
                size="sm"
                className="h-auto py-1.5 text-left whitespace-normal"
                onClick={() => onChoose(index, substitute.id)}
              >
                <Replace /> <Trans>Use {substitute.name} instead</Trans>
              </Button>
            ) : null}
          </div>
        </div>
      </td>
      <td className="block whitespace-nowrap tabular-nums md:table-cell md:px-4 md:py-3 md:text-right">
        <span className="md:block">
          <span className="text-muted-foreground md:hidden">
            <Trans>Quantity</Trans>:{' '}
          </span>
          {needed}
        </span>
        <span className="ml-2 text-xs text-muted-foreground md:ml-0 md:block">
          <Trans>{perBoard} per board</Trans>
        </span>
      </td>
      <td className="hidden px-4 py-3 text-right tabular-nums md:table-cell">
        {product ? formatRupees(unitPrice) : '—'}
      </td>
      <td className="block text-right font-semibold tabular-nums md:table-cell md:px-4 md:py-3">
        {product ? formatRupees(lineTotal) : '—'}
      </td>
    </tr>
  );
}

/** The parts list as the shop matched it, each line with the part chosen, priced for the whole build. */
export function BomTable({
  priced,
  onChoose,
}: {
  priced: PricedLine[];
  onChoose: (index: number, productId: number | null) => void;
}) {
  return (
    <div className="overflow-hidden rounded-lg border bg-card shadow-sm">
      {/* On a phone each line is a card: what the file said, the part, then quantity and total. */}
      <table className="block w-full text-sm md:table">
        <thead className="hidden bg-muted text-left whitespace-nowrap text-muted-foreground md:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              <Trans>Your line</Trans>
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <Trans>Part</Trans>
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              <Trans>Quantity</Trans>
            </th>
            <th scope="col" className="hidden px-4 py-3 text-right font-semibold md:table-cell">
              <Trans>Unit price</Trans>
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              <Trans>Total</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y md:table-row-group">
          {priced.map((line, index) => (
            <LineRow
              key={`${line.line.position}-${line.line.references.join()}-${line.line.value}`}
              priced={line}
              index={index}
              onChoose={onChoose}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
