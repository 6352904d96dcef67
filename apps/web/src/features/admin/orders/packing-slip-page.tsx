import { formatIndianPhone, PAYMENT_METHOD_LABELS, SHOP } from '@makerbazaar/core';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { RetryButton } from '@/components/ui/retry-button';
import { formatDate, formatNumber, formatRupees } from '@/lib/format';
import { useAdminOrder } from './api/orders';

/** A4 with room for the printer's margin; nothing but the slip is printed. */
const PRINT_CSS = '@page { size: A4; margin: 12mm; }';

/**
 * /admin/orders/:id/packing-slip: the sheet that goes in the parcel, drawn without the back office
 * around it. It lists what to pack and where it goes, and the cash to collect on a COD order.
 */
export default function PackingSlipPage() {
  const id = Number(useParams().id);
  const order = useAdminOrder(id);

  if (order.error) {
    return (
      <main className="mx-auto max-w-3xl p-8 text-center">
        <p className="mb-4">The packing slip could not be loaded: {order.error.message}</p>
        <RetryButton busy={order.isFetching} onRetry={() => order.refetch()} />
      </main>
    );
  }
  if (!order.data)
    return <main className="mx-auto max-w-3xl p-8 text-muted-foreground">Loading the packing slip…</main>;
  const o = order.data;
  const name = `${o.customer.first_name} ${o.customer.last_name}`.trim() || o.customer.username;
  const cashToCollect = o.payment_method === 'cod' && o.payment_status === 'pending';

  return (
    <main className="mx-auto max-w-3xl bg-white p-8 text-black print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="mb-6 flex justify-end print:hidden">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden /> Print
        </Button>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-black pb-4">
        <div>
          <p className="text-2xl font-bold">{SHOP.name}</p>
          <p className="text-sm">{SHOP.address}</p>
          <p className="text-sm">
            {SHOP.supportPhone} · {SHOP.supportEmail}
          </p>
        </div>
        <div className="text-right">
          <h1 className="text-xl font-bold">Packing slip</h1>
          <p className="font-mono text-lg">{o.order_number}</p>
          <p className="text-sm">Ordered {formatDate(o.created_at)}</p>
        </div>
      </header>

      <section className="grid gap-6 py-6 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h2 className="mb-1 text-xs font-bold uppercase tracking-wide">Ship to</h2>
          <p className="font-semibold">{name}</p>
          <p className="whitespace-pre-line">{o.shipping_address}</p>
          <p className="tabular-nums">{formatIndianPhone(o.phone_number)}</p>
        </div>
        <div>
          <h2 className="mb-1 text-xs font-bold uppercase tracking-wide">Payment</h2>
          <p>{PAYMENT_METHOD_LABELS[o.payment_method]}</p>
          {cashToCollect ? (
            <p className="mt-2 inline-block border-2 border-black px-3 py-1 text-lg font-bold">
              Collect {formatRupees(o.total_amount)}
            </p>
          ) : (
            <p className="font-semibold">Paid — collect nothing</p>
          )}
          {o.tracking_number ? (
            <p className="mt-2 text-sm">
              {o.carrier} · <span className="font-mono">{o.tracking_number}</span>
            </p>
          ) : null}
        </div>
      </section>

      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">What to pack</caption>
        <thead>
          <tr className="border-y-2 border-black text-left">
            <th scope="col" className="w-10 py-2">
              <span className="sr-only">Packed</span>
            </th>
            <th scope="col" className="py-2">
              Item
            </th>
            <th scope="col" className="py-2 text-right">
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {o.items.map((item) => (
            <tr key={item.id} className="border-b border-black/30 break-inside-avoid">
              <td className="py-3">
                <span className="inline-block size-4 border-2 border-black" aria-hidden />
              </td>
              <td className="py-3">
                {item.name}
                {item.product_slug ? <div className="font-mono text-xs">{item.product_slug}</div> : null}
              </td>
              <td className="py-3 text-right text-base font-bold tabular-nums">{formatNumber(item.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-black">
            <td />
            <td className="py-2 font-semibold">Items in the parcel</td>
            <td className="py-2 text-right text-base font-bold tabular-nums">{formatNumber(o.total_items)}</td>
          </tr>
        </tfoot>
      </table>

      <p className="mt-8 text-sm">
        Thank you for shopping with {SHOP.name}! Questions about this order? Call {SHOP.supportPhone} (
        {SHOP.supportHours}) quoting {o.order_number}.
      </p>
    </main>
  );
}
