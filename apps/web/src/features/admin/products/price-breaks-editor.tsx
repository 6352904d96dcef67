import { MAX_CART_LINE_QUANTITY, MAX_PRICE_BREAKS, type ProductInput } from '@makerbazaar/core';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface PriceBreaksEditorProps {
  control: Control<ProductInput>;
  register: UseFormRegister<ProductInput>;
  errors: FieldErrors<ProductInput>['price_breaks'];
}

const toNumber = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

/**
 * Quantity prices as rows of "from N units, ₹ each": add and remove; each row says what is wrong
 * with it (quantities rising from 2 up to what a cart line holds, prices falling below the price).
 */
export function PriceBreaksEditor({ control, register, errors }: PriceBreaksEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'price_breaks' });
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <div className="grid gap-2">
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">
          No quantity prices: every unit costs the price above. Add rows such as “from 10 units, ₹90 each”.
        </p>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.75rem] gap-2 px-1 text-xs font-medium text-muted-foreground">
          <span>From units</span>
          <span>Price each (₹)</span>
          <span />
        </div>
      )}
      <ol className="grid gap-2">
        {fields.map((field, index) => {
          const row = index + 1;
          const error = errors?.[index];
          const rowError = error?.message ?? error?.min_quantity?.message;
          const priceError = error?.price?.message;
          return (
            <li key={field.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.75rem] items-start gap-2">
              <div className="grid gap-1">
                <Input
                  type="number"
                  inputMode="numeric"
                  min={2}
                  max={MAX_CART_LINE_QUANTITY}
                  step={1}
                  aria-label={`Price break ${row}: from how many units`}
                  aria-invalid={rowError ? true : undefined}
                  {...register(`price_breaks.${index}.min_quantity`, { setValueAs: toNumber })}
                />
                {rowError ? <p className="text-xs text-destructive">{rowError}</p> : null}
              </div>
              <div className="grid gap-1">
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  aria-label={`Price break ${row}: price each in rupees`}
                  aria-invalid={priceError ? true : undefined}
                  {...register(`price_breaks.${index}.price`, { setValueAs: toNumber })}
                />
                {priceError ? <p className="text-xs text-destructive">{priceError}</p> : null}
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="text-muted-foreground hover:text-destructive"
                aria-label={`Remove price break ${row}`}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          );
        })}
      </ol>
      {listError ? <p className="text-xs text-destructive">{listError}</p> : null}
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={fields.length >= MAX_PRICE_BREAKS}
          onClick={() => append({ min_quantity: Number.NaN, price: Number.NaN }, { shouldFocus: true })}
        >
          <Plus aria-hidden /> Add price break
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        A cart line holds at most {MAX_CART_LINE_QUANTITY} units; larger orders come through the bulk quote form.
      </p>
    </div>
  );
}
