import type { ProductImportReport } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

/** The report of an import the server refused (409): a row went bad since the dry run. */
export function refusedImportReport(error: unknown): (ProductImportReport & { detail: string }) | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as Partial<ProductImportReport & { detail: string }>;
  return Array.isArray(body.rows) ? (body as ProductImportReport & { detail: string }) : undefined;
}

/** Sends a CSV file: as a dry run for the report, or to import it. */
export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      api('POST /admin/products/import/', { body: { csv, dry_run: dryRun } }),
    onSuccess: (report) => {
      if (report.applied) void queryClient.invalidateQueries({ queryKey: adminQueryKey });
    },
  });
}
