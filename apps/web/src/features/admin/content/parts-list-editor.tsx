import { type AdminProjectPart, MAX_PART_QUANTITY, type ProjectCreateInput } from '@makerbazaar/core';
import { Check, PackageSearch, Plus, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { type Control, type UseFormRegister, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRupees } from '@/lib/format';
import { AdminPanel } from '../components/admin-page';
import { SortableList, useSortableRow } from '../components/sortable-list';
import { RemoveButton } from '../kit/remove-button';
import { Thumbnail } from '../kit/thumbnail';
import { useProductSearch } from './api/projects';

/** What a row shows of its product; the form itself keeps only the id and the quantity. */
type PartProduct = Pick<AdminProjectPart, 'product_id' | 'name' | 'price' | 'is_sold'>;

/**
 * A project's parts list: products picked from the catalogue, each with how many the build needs,
 * in the order the project page lists them (drag to reorder).
 */
export function PartsListEditor({
  control,
  register,
  initial,
  error,
}: {
  control: Control<ProjectCreateInput>;
  register: UseFormRegister<ProjectCreateInput>;
  initial: AdminProjectPart[];
  error: string | undefined;
}) {
  const parts = useFieldArray({ control, name: 'parts' });
  const rowErrors = useFormState({ control, name: 'parts' }).errors.parts;
  const [products, setProducts] = useState(() => new Map<number, PartProduct>(initial.map((p) => [p.product_id, p])));
  const quantities = useWatch({ control, name: 'parts' }) ?? [];
  const chosen = new Set(parts.fields.map((field) => field.product_id));
  const total = quantities.reduce(
    (sum, part) => sum + (products.get(part.product_id)?.price ?? 0) * (Number(part.quantity) || 0),
    0,
  );

  function add(product: PartProduct) {
    setProducts((known) => new Map(known).set(product.product_id, product));
    parts.append({ product_id: product.product_id, quantity: 1 });
  }

  return (
    <AdminPanel
      title="Parts list"
      actions={
        <span className="text-sm text-muted-foreground">
          {parts.fields.length} {parts.fields.length === 1 ? 'part' : 'parts'} · {formatRupees(total)}
        </span>
      }
    >
      <ProductPicker chosen={chosen} onPick={add} />
      {error ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {parts.fields.length === 0 ? (
        <p className="mt-4 rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
          No parts yet. Find products above and add what the build needs.
        </p>
      ) : (
        <SortableList
          ids={parts.fields.map((field) => field.id)}
          what="a part"
          onMove={(from, to) => parts.move(from, to)}
        >
          <ol className="mt-4 grid gap-2" aria-label="Parts in the order the project lists them">
            {parts.fields.map((field, index) => (
              <PartRow
                key={field.id}
                sortId={field.id}
                index={index}
                product={products.get(field.product_id)}
                productId={field.product_id}
                quantity={Number(quantities[index]?.quantity) || 0}
                error={rowErrors?.[index]?.quantity?.message}
                register={register}
                onRemove={() => parts.remove(index)}
              />
            ))}
          </ol>
        </SortableList>
      )}
    </AdminPanel>
  );
}

function PartRow({
  sortId,
  index,
  product,
  productId,
  quantity,
  register,
  error,
  onRemove,
}: {
  sortId: string;
  index: number;
  product: PartProduct | undefined;
  productId: number;
  quantity: number;
  register: UseFormRegister<ProjectCreateInput>;
  error: string | undefined;
  onRemove: () => void;
}) {
  const name = product?.name ?? `Product ${productId}`;
  const { row, handle } = useSortableRow(sortId, `Move ${name}, position ${index + 1}`);
  const quantityId = useId();
  return (
    <li
      {...row}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-card px-2 py-2 sm:flex-nowrap ${row.className}`}
    >
      {handle}
      <div className="min-w-0 flex-1 basis-40">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium [overflow-wrap:anywhere]">{name}</span>
          {product && !product.is_sold ? <Badge variant="warning">Hidden from the shop</Badge> : null}
        </div>
        {product ? <div className="text-xs text-muted-foreground">{formatRupees(product.price)} each</div> : null}
        {error ? (
          <p id={`${quantityId}-error`} className="text-xs text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div className="ml-12 flex items-center gap-2 sm:ml-0">
        <label htmlFor={quantityId} className="text-xs text-muted-foreground">
          Qty
        </label>
        <Input
          id={quantityId}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PART_QUANTITY}
          className="h-9 w-20"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${quantityId}-error` : undefined}
          {...register(`parts.${index}.quantity`, { valueAsNumber: true })}
        />
        <span className="w-24 text-right text-sm tabular-nums">
          {product ? formatRupees(product.price * quantity) : '—'}
        </span>
        <RemoveButton label={`Remove ${name}`} onRemove={onRemove} size="icon-sm" />
      </div>
    </li>
  );
}

/** Finds catalogue products by name, slug or brand (hidden ones too) to add to the parts list. */
function ProductPicker({ chosen, onPick }: { chosen: Set<number>; onPick: (product: PartProduct) => void }) {
  const [words, setWords] = useState('');
  const search = useProductSearch(words);
  const searching = words.trim().length >= 2;
  const found = search.data?.results ?? [];

  return (
    <div>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Find a product to add"
          placeholder="Find a product to add: name, brand or slug"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          className="pl-9"
        />
      </div>
      {searching ? (
        <div className="mt-2 rounded-md border">
          {search.isPending ? (
            <div role="status" className="grid gap-2 p-2" aria-busy="true" aria-label="Finding products">
              <Skeleton className="h-9" />
              <Skeleton className="h-9" />
            </div>
          ) : search.isError ? (
            <p className="p-3 text-sm text-destructive">The products could not be searched. Try again.</p>
          ) : found.length === 0 ? (
            <p className="flex items-center gap-2 p-3 text-sm text-muted-foreground">
              <PackageSearch className="size-4" aria-hidden /> No product matches “{words.trim()}”.
            </p>
          ) : (
            <ul className="max-h-72 divide-y overflow-y-auto" aria-label="Products found">
              {found.map((product) => {
                const added = chosen.has(product.id);
                return (
                  <li key={product.id} className="flex items-center gap-3 px-3 py-2">
                    {product.image ? (
                      <Thumbnail src={product.image} size={36} className="bg-muted object-contain" />
                    ) : (
                      <span className="size-9 shrink-0 rounded border bg-muted" />
                    )}
                    <div className="min-w-0 flex-1">
                      <div className="truncate text-sm font-medium">{product.name}</div>
                      <div className="text-xs text-muted-foreground">
                        {product.brand} · {formatRupees(product.price)} · {product.stock} in stock
                        {product.is_active ? null : ' · hidden'}
                      </div>
                    </div>
                    <Button
                      type="button"
                      size="sm"
                      variant={added ? 'ghost' : 'outline'}
                      disabled={added}
                      aria-label={added ? `${product.name} is in the list` : `Add ${product.name}`}
                      onClick={() =>
                        onPick({
                          product_id: product.id,
                          name: product.name,
                          price: product.price,
                          is_sold: product.is_active,
                        })
                      }
                    >
                      {added ? <Check aria-hidden /> : <Plus aria-hidden />}
                      {added ? 'Added' : 'Add'}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
