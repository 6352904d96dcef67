import type { Order } from '@makerbazaar/core';
import { FileText, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type TaxDocumentKind, useDownloadTaxDocument } from '../api/download-tax-document';

const LABELS: Record<TaxDocumentKind, string> = { invoice: 'Tax invoice', credit_note: 'Credit note' };

/** A download button for each GST document the order has: its tax invoice, and a credit note once cancelled. */
export function TaxDocumentButtons({ order }: { order: Order }) {
  const download = useDownloadTaxDocument();
  const documents = (['invoice', 'credit_note'] as const).flatMap((kind) => {
    const document = kind === 'invoice' ? order.invoice : order.credit_note;
    return document ? [{ kind, number: document.number }] : [];
  });
  return documents.map(({ kind, number }) => {
    const busy = download.isPending && download.variables?.kind === kind;
    return (
      <Button
        key={kind}
        variant="outline"
        size="sm"
        disabled={busy}
        aria-label={`Download ${LABELS[kind].toLowerCase()} ${number} (PDF)`}
        onClick={() =>
          download.mutate(
            { order, kind },
            {
              onError: (error) =>
                toast.error(`Could not download the ${LABELS[kind].toLowerCase()}`, {
                  description: (error instanceof ApiError && error.serverMessage) || 'Please try again.',
                }),
            },
          )
        }
      >
        {busy ? <Loader2 className="animate-spin" /> : <FileText />} {LABELS[kind]}
      </Button>
    );
  });
}
