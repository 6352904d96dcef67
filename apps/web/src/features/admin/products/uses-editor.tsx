import { MAX_PRODUCT_USES, PRODUCT_USE_LENGTH, type ProductInput } from '@makerbazaar/core';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/**
 * What makers use the product for, as chips: type a phrase and press Enter (or Add) to add it, ×
 * to remove one. Search finds the product by these words, below its name. A refused use is marked,
 * and every message (the form's own or the server's 400) is shown under the field.
 */
export function UsesEditor({ control }: { control: Control<ProductInput> }) {
  const { field, fieldState } = useController({ control, name: 'uses', defaultValue: [] });
  const [draft, setDraft] = useState('');
  const id = useId();
  const uses = field.value ?? [];
  const full = uses.length >= MAX_PRODUCT_USES;
  const error = fieldState.error as
    | ({ message?: string } & Partial<Record<number, { message?: string } | undefined>>)
    | undefined;
  const refusedAt = (index: number) => error?.[index]?.message;
  const messages = [error?.message, ...uses.map((_, index) => refusedAt(index))].filter((message): message is string =>
    Boolean(message),
  );

  function addDraft() {
    const use = draft.trim();
    if (use === '' || full) return;
    // Typed again exactly as listed: it is there already.
    if (!uses.includes(use)) field.onChange([...uses, use]);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the phrase rather than saving the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addDraft();
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Uses</Label>
      {uses.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Uses">
          {uses.map((use, index) => (
            <li
              key={use}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border bg-muted py-0.5 pr-1 pl-3 text-sm',
                refusedAt(index) && 'border-destructive text-destructive',
              )}
            >
              {use}
              <Button
                variant="ghost"
                size="icon"
                className="size-7 rounded-full"
                aria-label={`Remove ${use}`}
                onClick={() => field.onChange(uses.filter((_, i) => i !== index))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={PRODUCT_USE_LENGTH.max}
          placeholder={full ? `At most ${MAX_PRODUCT_USES} uses` : 'such as obstacle avoidance robot'}
          disabled={full}
          aria-invalid={messages.length > 0 ? true : undefined}
          aria-describedby={`${id}-help`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          // A phrase typed but not yet added is kept when the field is left, so Save never drops it.
          onBlur={() => {
            addDraft();
            field.onBlur();
          }}
        />
        <Button variant="outline" disabled={full || draft.trim() === ''} onClick={addDraft}>
          <Plus aria-hidden /> Add
        </Button>
      </div>
      <div id={`${id}-help`}>
        {messages.length > 0 ? (
          messages.map((message) => (
            <p key={message} className="text-xs text-destructive">
              {message}
            </p>
          ))
        ) : (
          <p className="text-xs text-muted-foreground">
            What makers use it for, in their words: up to {MAX_PRODUCT_USES} short phrases. Search finds the product by
            them.
          </p>
        )}
      </div>
    </div>
  );
}
