import { Trans, useLingui } from '@lingui/react/macro';
import type { TaxDocumentLink } from '@makerbazaar/core';
import { FileText, Loader2 } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDownloadTaxDocument } from '../api/download-tax-document';

/**
 * A download button for each GST document an order has: its tax invoice, and a credit note for each
 * refund and for its cancellation. Nothing before the order is invoiced.
 */
export function TaxDocumentButtons({
  documents,
  size = 'sm',
}: {
  documents: { invoice: TaxDocumentLink | null; credit_notes: TaxDocumentLink[] };
  size?: ButtonProps['size'];
}) {
  const { t } = useLingui();
  const download = useDownloadTaxDocument();
  const issued = [
    ...(documents.invoice ? [{ kind: 'invoice' as const, document: documents.invoice }] : []),
    ...documents.credit_notes.map((document) => ({ kind: 'credit_note' as const, document })),
  ];
  return issued.map(({ kind, document }) => {
    const number = document.number;
    const busy = download.isPending && download.variables?.number === number;
    return (
      <Button
        key={number}
        variant="outline"
        size={size}
        disabled={busy}
        aria-label={
          kind === 'invoice' ? t`Download tax invoice ${number} (PDF)` : t`Download credit note ${number} (PDF)`
        }
        onClick={() =>
          download.mutate(document, {
            onError: (error) =>
              toast.error(
                kind === 'invoice' ? t`Could not download the tax invoice` : t`Could not download the credit note`,
                {
                  description: (error instanceof ApiError && error.serverMessage) || t`Please try again.`,
                },
              ),
          })
        }
      >
        {busy ? <Loader2 className="animate-spin" /> : <FileText />}{' '}
        {kind === 'invoice' ? (
          <Trans>Tax invoice</Trans>
        ) : documents.credit_notes.length > 1 ? (
          <Trans>Credit note {number}</Trans>
        ) : (
          <Trans>Credit note</Trans>
        )}
      </Button>
    );
  });
}
