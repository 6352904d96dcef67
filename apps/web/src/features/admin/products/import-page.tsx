import {
  CLEARABLE_PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_CLEAR,
  PRODUCT_CSV_COLUMNS,
  type ProductImportOutcome,
  type ProductImportReport,
  type ProductImportRow,
} from '@makerbazaar/core';
import { ArrowLeft, CheckCircle2, FileUp, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { AdminPageHeader, AdminPanel } from '../components/admin-page';
import { FormRefusal } from '../components/form-refusal';
import { SimpleTable } from '../kit/simple-table';
import { refusedImportReport, useImportProducts } from './api/import-products';

/** A row's result: what it will do on a check, what it did once imported. */
const OUTCOME: Record<ProductImportOutcome, { will: string; did: string; badge: BadgeProps['variant'] }> = {
  create: { will: 'New', did: 'Created', badge: 'success' },
  update: { will: 'Update', did: 'Updated', badge: 'highlight' },
  unchanged: { will: 'Unchanged', did: 'Unchanged', badge: 'secondary' },
  error: { will: 'Error', did: 'Error', badge: 'destructive' },
};
const WILL: Record<ProductImportOutcome, string> = {
  create: 'to create',
  update: 'to update',
  unchanged: 'unchanged',
  error: 'with errors',
};

type Shown = 'all' | 'changes' | 'error';
const ROWS_AT_A_TIME = 100;

/** /admin/products/import: a CSV file is checked (a dry run, reported per row), then imported on confirmation. */
export default function ImportPage() {
  const importing = useImportProducts();
  const inputId = useId();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [report, setReport] = useState<ProductImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function check(name: string, csv: string) {
    setFile({ name, csv });
    setReport(null);
    setProblem(null);
    importing.mutate(
      { csv, dryRun: true },
      {
        onSuccess: setReport,
        onError: (error) => setProblem(messageOf(error, 'The file could not be checked. Try again.')),
      },
    );
  }

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    check(chosen.name, await chosen.text());
  }

  function confirm() {
    if (!file) return;
    importing.mutate(
      { csv: file.csv, dryRun: false },
      {
        onSuccess: (done) => {
          setReport(done);
          const written = done.summary.create + done.summary.update;
          toast.success(`Imported: ${formatNumber(written)} ${written === 1 ? 'product' : 'products'} written.`);
        },
        onError: (error) => {
          // The catalogue changed since the check: the server's fresh report says which rows now fail.
          const refused = refusedImportReport(error);
          if (refused) setReport(refused);
          setProblem(messageOf(error, 'The import failed and nothing was written. Try again.'));
        },
      },
    );
  }

  const checking = importing.isPending && importing.variables?.dryRun;
  const confirming = importing.isPending && importing.variables?.dryRun === false;
  const blocked = !report || report.file_errors.length > 0 || report.summary.error > 0;
  const nothingToDo = report !== null && report.summary.create + report.summary.update === 0;

  return (
    <>
      <Link
        to="/admin/products"
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> Products
      </Link>
      <AdminPageHeader
        title="Import products"
        description="Check a CSV file first; nothing is written until you confirm, and then every row is written or none."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(18rem,24rem)]">
        <AdminPanel title="1. Choose a CSV file">
          <div className="flex flex-wrap items-center gap-3">
            <Label
              htmlFor={inputId}
              className={cn(
                'inline-flex h-10 cursor-pointer items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground shadow-sm hover:bg-primary/90 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
                importing.isPending && 'pointer-events-none opacity-50',
              )}
            >
              <FileUp className="size-4" aria-hidden />
              {file ? 'Choose another file' : 'Choose CSV file'}
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                disabled={importing.isPending}
                onChange={(event) => void choose(event)}
              />
            </Label>
            {file ? (
              <span className="min-w-0 truncate text-sm text-muted-foreground">
                {file.name}
                {checking ? ' — checking…' : ''}
              </span>
            ) : null}
            {file && !importing.isPending ? (
              <Button variant="ghost" size="sm" onClick={() => check(file.name, file.csv)}>
                <RotateCcw aria-hidden /> Check again
              </Button>
            ) : null}
          </div>
          <FormRefusal className="mt-4" message={problem} />
        </AdminPanel>
        <AdminPanel title="How the file is read">
          <ul className="grid list-disc gap-2 pl-4 text-sm text-muted-foreground">
            <li>
              <strong className="text-foreground">The slug is the key.</strong> This shop has no SKU column: a row whose
              slug exists updates that product, a new slug creates one.
            </li>
            <li>
              Columns: <span className="break-words font-mono text-xs">{PRODUCT_CSV_COLUMNS.join(', ')}</span>. Only
              slug is required; a column left out keeps its value, and a new product needs name, brand, category, price
              and hsn_code.
            </li>
            <li>
              <strong className="text-foreground">A blank cell keeps what the product has.</strong> To empty a column
              that may be empty ({CLEARABLE_PRODUCT_CSV_COLUMNS.join(', ')}), write a single{' '}
              <code className="rounded bg-muted px-1 font-mono text-xs text-foreground">{PRODUCT_CSV_CLEAR}</code> in
              the cell.
            </li>
            <li>
              <strong className="text-foreground">Stock moves by stock_change</strong>: units to add (20) or take (-3),
              recorded in each product’s stock ledger as the import. The stock column is for reference and is not
              imported, so importing an older export never undoes the sales made since.
            </li>
            <li>
              Category is a slug or name; specifications are one “Name: Value” per line in the cell; prices in rupees;
              quantity prices are units:price joined by “|”, such as{' '}
              <code className="rounded bg-muted px-1 font-mono text-xs text-foreground">10:90|50:80</code>. An export of
              the products list is a ready template.
            </li>
          </ul>
        </AdminPanel>
      </div>
      {report ? (
        <ImportReport
          report={report}
          actions={
            report.applied ? (
              <Button asChild>
                <Link to="/admin/products">
                  <CheckCircle2 aria-hidden /> Done: view the products
                </Link>
              </Button>
            ) : (
              <Button onClick={confirm} disabled={blocked || nothingToDo || importing.isPending}>
                {confirming ? 'Importing…' : 'Confirm import'}
              </Button>
            )
          }
        />
      ) : null}
    </>
  );
}

function messageOf(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

function ImportReport({ report, actions }: { report: ProductImportReport; actions: React.ReactNode }) {
  const [shown, setShown] = useState<Shown>(report.summary.error > 0 ? 'error' : 'changes');
  const [limit, setLimit] = useState(ROWS_AT_A_TIME);
  const rows = report.rows.filter(
    (row) =>
      shown === 'all' ||
      (shown === 'error' ? row.outcome === 'error' : row.outcome === 'create' || row.outcome === 'update'),
  );
  const { summary } = report;
  const headline = report.applied
    ? 'Imported'
    : report.file_errors.length > 0
      ? 'The file cannot be imported'
      : summary.error > 0
        ? `${formatNumber(summary.error)} ${summary.error === 1 ? 'row has' : 'rows have'} errors: fix them and check the file again`
        : summary.create + summary.update === 0
          ? 'Nothing to change: every product is already as the file says'
          : 'Ready to import';

  return (
    <AdminPanel className="mt-6" title={`2. ${report.applied ? 'Import report' : 'Check report'}`} actions={actions}>
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2" aria-live="polite">
          <span className="mr-2 font-medium">{headline}</span>
          {(['create', 'update', 'unchanged', 'error'] as const).map((outcome) => (
            <Badge key={outcome} variant={OUTCOME[outcome].badge}>
              {formatNumber(summary[outcome])}{' '}
              {report.applied && outcome !== 'error' ? OUTCOME[outcome].did.toLowerCase() : WILL[outcome]}
            </Badge>
          ))}
        </div>
        {report.ignored_columns.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            The {report.ignored_columns.join(', ')} column is not imported: write the units to add or take in
            stock_change.
          </p>
        ) : null}
        {report.file_errors.length > 0 ? (
          <ul className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {report.file_errors.map((error) => (
              <li key={`${error.column}-${error.message}`}>
                Row 1{error.column ? `, column ${error.column}` : ''}: {error.message}
              </li>
            ))}
          </ul>
        ) : null}
        {report.rows.length > 0 ? (
          <>
            <fieldset className="flex flex-wrap gap-1">
              <legend className="sr-only">Rows shown</legend>
              {(
                [
                  ['error', `Errors (${formatNumber(summary.error)})`],
                  ['changes', `Changes (${formatNumber(summary.create + summary.update)})`],
                  ['all', `All rows (${formatNumber(report.rows.length)})`],
                ] as const
              ).map(([value, label]) => (
                <Button
                  key={value}
                  size="sm"
                  variant={shown === value ? 'secondary' : 'ghost'}
                  aria-pressed={shown === value}
                  onClick={() => {
                    setShown(value);
                    setLimit(ROWS_AT_A_TIME);
                  }}
                >
                  {label}
                </Button>
              ))}
            </fieldset>
            <div className="overflow-x-auto rounded-md border">
              <SimpleTable
                caption="Import report by row"
                columns={['Row', 'Slug', 'Result', 'Details'].map((label) => ({ label, className: 'px-3 py-2' }))}
              >
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={4} className="px-3 py-6 text-center text-muted-foreground">
                      No rows of this kind.
                    </td>
                  </tr>
                ) : (
                  rows.slice(0, limit).map((row) => <ReportRow key={row.row} row={row} applied={report.applied} />)
                )}
              </SimpleTable>
            </div>
            {rows.length > limit ? (
              <div>
                <Button variant="outline" size="sm" onClick={() => setLimit((n) => n + ROWS_AT_A_TIME * 5)}>
                  Show more ({formatNumber(rows.length - limit)} more)
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </AdminPanel>
  );
}

function ReportRow({ row, applied }: { row: ProductImportRow; applied: boolean }) {
  const changes = Object.entries(row.changes);
  return (
    <tr className="border-b align-top last:border-0">
      <td className="px-3 py-2 tabular-nums">{row.row}</td>
      <td className="min-w-36 px-3 py-2 [overflow-wrap:anywhere]">{row.slug || '—'}</td>
      <td className="px-3 py-2">
        <Badge variant={OUTCOME[row.outcome].badge}>
          {applied ? OUTCOME[row.outcome].did : OUTCOME[row.outcome].will}
        </Badge>
      </td>
      <td className="px-3 py-2">
        {row.errors.length > 0 ? (
          <ul className="grid gap-1 text-destructive">
            {row.errors.map((error) => (
              <li key={`${error.column}-${error.message}`}>
                <span className="font-medium">{error.column ? `Column ${error.column}` : 'Row'}:</span> {error.message}
              </li>
            ))}
          </ul>
        ) : row.outcome === 'update' ? (
          <ul className="grid gap-1">
            {changes.map(([column, change]) => (
              <li key={column} className="break-words">
                <span className="font-medium">{column}:</span>{' '}
                <span className="text-muted-foreground line-through">{preview(change.before)}</span> →{' '}
                <span>{preview(change.after)}</span>
              </li>
            ))}
          </ul>
        ) : row.outcome === 'create' ? (
          <span className="break-words">
            {row.changes.name?.after ?? ''}
            {row.changes.price ? ` · ₹${row.changes.price.after}` : ''}
          </span>
        ) : (
          <span className="text-muted-foreground">No change</span>
        )}
      </td>
    </tr>
  );
}

/** A cell as the report shows it: long text cut, line breaks as separators, empty as a dash. */
function preview(value: string | null): string {
  if (value === null || value === '') return '—';
  const oneLine = value.replace(/\n/g, ' · ');
  return oneLine.length > 120 ? `${oneLine.slice(0, 117)}…` : oneLine;
}
