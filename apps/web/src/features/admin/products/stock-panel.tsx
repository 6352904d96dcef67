import {
  MAX_STOCK_NOTE_LENGTH,
  STOCK_ADJUSTMENT_REASON_LABELS,
  STOCK_ADJUSTMENT_REASONS,
  STOCK_MOVEMENT_REASON_LABELS,
  type StockAdjustmentInput,
  type StockMovement,
  stockAdjustmentInputSchema,
  stockStatus,
} from '@makerbazaar/core';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { placeServerErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { AdminPanel } from '../components/admin-page';
import { FormRefusal } from '../components/form-refusal';
import { SelectField } from '../kit/fields';
import { LEDGER_PAGE_SIZE, useAdjustStock, useProductStock } from './api/stock-panel';

const LEVEL_BADGE = { out: 'destructive', low: 'warning', in: 'success' } as const;

const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short' });

/** The product's stock on the shelf, a form to adjust it with a reason, and the stock ledger. */
export function StockPanel({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  const stock = useProductStock(productId, page);

  if (stock.isPending) {
    return (
      <AdminPanel title="Stock">
        <Skeleton className="h-40" />
      </AdminPanel>
    );
  }
  if (stock.isError) {
    return (
      <AdminPanel title="Stock">
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
          The stock could not be loaded.
          <RetryButton onRetry={() => stock.refetch()} />
        </div>
      </AdminPanel>
    );
  }
  const { quantity, results, count } = stock.data;
  const status = stockStatus(quantity);
  const pages = Math.max(1, Math.ceil(count / LEDGER_PAGE_SIZE));
  return (
    <AdminPanel
      title="Stock"
      actions={
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted-foreground">On the shelf</span>
          <output className="text-2xl font-bold tabular-nums" aria-label="Stock on the shelf">
            {formatNumber(quantity)}
          </output>
          <Badge variant={LEVEL_BADGE[status.level]}>{status.label}</Badge>
        </div>
      }
    >
      {/* Laid out by the panel's own width: the product editor may give it a narrow column. */}
      <div className="@container grid gap-6">
        <AdjustStockForm productId={productId} quantity={quantity} onAdjusted={() => setPage(1)} />
        <section aria-labelledby={`ledger-${productId}`} className="grid gap-3">
          <h3 id={`ledger-${productId}`} className="text-sm font-semibold">
            Stock ledger
          </h3>
          {results.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No movements yet. Every change of stock is listed here: sales, cancellations, refunds, imports and
              adjustments, with who made it and why.
            </p>
          ) : (
            <LedgerTable rows={results} />
          )}
          {pages > 1 ? (
            <div className="flex items-center justify-end gap-2 text-sm">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <span className="text-muted-foreground">
                Page {page} of {pages}
              </span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Older
              </Button>
            </div>
          ) : null}
        </section>
      </div>
    </AdminPanel>
  );
}

type AdjustmentValues = z.output<typeof stockAdjustmentInputSchema>;
/** No change typed yet: the field starts blank rather than at 0, which would be refused. */
const EMPTY = { reason: 'received', note: '' } as const;

function AdjustStockForm({
  productId,
  quantity,
  onAdjusted,
}: {
  productId: number;
  quantity: number;
  onAdjusted: () => void;
}) {
  const adjust = useAdjustStock(productId);
  const form = useForm<StockAdjustmentInput, unknown, AdjustmentValues>({
    resolver: formResolver(stockAdjustmentInputSchema),
    defaultValues: EMPTY,
  });
  const [refusal, setRefusal] = useState<string>();
  const errors = form.formState.errors;
  const change = form.watch('change');
  const after = Number.isInteger(change) ? quantity + Number(change) : undefined;

  function submit(values: AdjustmentValues) {
    setRefusal(undefined);
    adjust.mutate(values, {
      onSuccess: ({ quantity: now }) => {
        toast.success(`Stock is now ${formatNumber(now)}.`);
        form.reset();
        onAdjusted();
      },
      onError: (error) => {
        const message = placeServerErrors(
          error,
          form.setError,
          ['change', 'reason', 'note'],
          'The adjustment was not recorded. Try again.',
        );
        if (message) setRefusal(message);
      },
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-3" aria-label="Adjust stock">
      <FormRefusal message={refusal} />
      <div className="grid grid-cols-2 items-start gap-3 @xl:grid-cols-[9rem_11rem_minmax(0,1fr)]">
        <FormField
          label="Change"
          error={errors.change?.message}
          hint={after !== undefined && after >= 0 ? `Leaves ${formatNumber(after)}` : '+ adds, − takes'}
          type="number"
          inputMode="numeric"
          step={1}
          placeholder="+10 or -2"
          {...form.register('change', { valueAsNumber: true })}
        />
        <SelectField label="Reason" error={errors.reason?.message} {...form.register('reason')}>
          {STOCK_ADJUSTMENT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {STOCK_ADJUSTMENT_REASON_LABELS[reason]}
            </option>
          ))}
        </SelectField>
        <FormField
          label="Note (optional)"
          error={errors.note?.message}
          className="col-span-2 @xl:col-span-1"
          maxLength={MAX_STOCK_NOTE_LENGTH}
          placeholder="Invoice number, order, what happened"
          {...form.register('note')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={adjust.isPending}>
          {adjust.isPending ? 'Recording…' : 'Record adjustment'}
        </Button>
      </div>
    </form>
  );
}

/** A link to the order a movement belongs to, by its number. */
function OrderLink({ order }: { order: NonNullable<StockMovement['order']> }) {
  return (
    <Link to={`/admin/orders/${order.id}`} className="font-medium text-primary hover:underline">
      {order.order_number}
    </Link>
  );
}

/** What a movement was, in words, with the order it belongs to as a link. */
function describeMovement(row: StockMovement): ReactNode {
  const order = row.order ? <OrderLink order={row.order} /> : 'an order since deleted';
  switch (row.reason) {
    case 'sale':
      return <>On order {order}</>;
    case 'cancelled':
      return (
        <>
          Order {order} cancelled by {row.actor_kind === 'customer' ? 'the customer' : 'the shop'}
        </>
      );
    case 'released':
      return <>Order {order} was not paid within 30 minutes, so its items went back on sale</>;
    case 'refund':
      return <>Sent back by the customer and refunded, order {order}</>;
    case 'import':
      return 'The stock_change column of a CSV import';
    case 'opening':
      return 'The stock on the shelf when the ledger began';
    case 'count':
      return 'Set to this number outright';
    case 'received':
      return 'Goods received';
    case 'damaged':
      return 'Damaged goods taken off the shelf';
    case 'correction':
      return 'Corrected after counting the shelf';
    case 'returned':
      return 'Returned goods put back on the shelf';
  }
}

const ACTOR_PREFIX = { customer: 'Customer ', staff: '', system: '' } as const;

/** Narrow enough for a phone: the change and the stock it left share a column. */
function LedgerTable({ rows }: { rows: StockMovement[] }) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full min-w-[19rem] text-sm">
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              When and who
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              What happened
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Change and stock
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const at = new Date(row.created_at);
            return (
              <tr key={row.id} className="border-t align-top">
                <td className="px-3 py-2">
                  <div className="whitespace-nowrap">{day.format(at)}</div>
                  <div className="text-xs whitespace-nowrap text-muted-foreground">{time.format(at)}</div>
                  <div className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                    {ACTOR_PREFIX[row.actor_kind]}
                    {row.actor_username}
                  </div>
                </td>
                <td className="px-3 py-2">
                  <div className="font-medium">{STOCK_MOVEMENT_REASON_LABELS[row.reason]}</div>
                  <div className="text-xs text-muted-foreground">{describeMovement(row)}</div>
                  {row.note ? (
                    <div className="text-xs whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">
                      {row.note}
                    </div>
                  ) : null}
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  <div className={cn('font-semibold', row.change > 0 ? 'text-success' : 'text-destructive')}>
                    {row.change > 0 ? `+${formatNumber(row.change)}` : `−${formatNumber(-row.change)}`}
                  </div>
                  <div className="text-xs text-muted-foreground">
                    {/* An opening balance starts the ledger: what came before it is not itemised. */}
                    {row.reason === 'opening' ? null : (
                      <>
                        <span className="sr-only">from </span>
                        {formatNumber(row.quantity_before)}
                        <span aria-hidden="true"> → </span>
                        <span className="sr-only"> to </span>
                      </>
                    )}
                    <span className="font-medium text-foreground">{formatNumber(row.quantity_after)}</span>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
