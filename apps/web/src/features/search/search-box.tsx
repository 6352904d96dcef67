import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ProductImage } from '@/components/product-image';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/format';
import { useTypedBeforeStart } from '@/lib/use-typed-before-start';
import { suggestQueryOptions } from './api/suggest';

interface Option {
  id: string;
  href: string;
  content: ReactNode;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

function Group({
  id,
  label,
  options,
  activeId,
  onChoose,
}: {
  id: string;
  label: string;
  options: Option[];
  activeId: string | undefined;
  onChoose: (option: Option) => void;
}) {
  if (options.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, not a form fieldset.
    <div role="group" aria-labelledby={id}>
      <div
        id={id}
        role="presentation"
        className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {label}
      </div>
      {options.map((option) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant).
        <div
          key={option.id}
          id={option.id}
          role="option"
          tabIndex={-1}
          aria-selected={option.id === activeId}
          onClick={() => onChoose(option)}
          className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm hover:bg-accent/60 aria-selected:bg-accent aria-selected:text-accent-foreground"
        >
          {option.content}
        </div>
      ))}
    </div>
  );
}

/**
 * The header search: suggestions while typing (an ARIA 1.2 combobox; focus stays in the input).
 * Enter on a suggestion opens it; Enter otherwise goes to /search?q=, only when the text is not blank.
 * `place` names this box on the page.
 */
export function SearchBox({
  place,
  className,
  onSearch,
}: {
  place: string;
  className?: string;
  onSearch?: () => void;
}) {
  const id = useId();
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const navigate = useNavigate();
  const q = useDebounced(term.trim(), 150);
  const { data } = useQuery(suggestQueryOptions(q));

  const shown = term.trim() && data ? data : { products: [], categories: [] };
  const products: Option[] = shown.products.map((p) => ({
    id: `${id}-product-${p.id}`,
    href: `/product/${p.slug}`,
    content: (
      <>
        <ProductImage
          src={p.primary_image}
          variants={p.primary_image_variants}
          sizes="36px"
          alt=""
          className="size-9 shrink-0 rounded"
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{p.name}</span>
          <span className="block truncate text-xs text-muted-foreground">{p.brand}</span>
        </span>
        <span className="font-semibold tabular-nums">{formatRupees(p.price)}</span>
      </>
    ),
  }));
  const categories: Option[] = shown.categories.map((c) => ({
    id: `${id}-category-${c.slug}`,
    href: `/category/${c.slug}`,
    content: c.name,
  }));
  const options = [...products, ...categories];
  const expanded = open && options.length > 0;
  const active = expanded ? options.findIndex((o) => o.id === activeId) : -1;
  const activeOption = options[active];
  const activeDescendant = activeOption?.id;

  useEffect(() => {
    if (activeDescendant) document.getElementById(activeDescendant)?.scrollIntoView({ block: 'nearest' });
  }, [activeDescendant]);

  useTypedBeforeStart(inputRef, '', (typed, input) => {
    setTerm(typed);
    if (document.activeElement === input) setOpen(true);
  });

  function close() {
    setOpen(false);
    setActiveId(null);
  }

  function choose(option: Option) {
    close();
    setTerm('');
    navigate(option.href);
    onSearch?.();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    close();
    navigate(`/search?q=${encodeURIComponent(trimmed)}`);
    onSearch?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    const moves: Record<string, number | undefined> = {
      ArrowDown: active < last ? active + 1 : 0,
      ArrowUp: active > 0 ? active - 1 : last,
      // Within the list Home and End move between suggestions; in the text they move the caret.
      Home: active >= 0 ? 0 : undefined,
      End: active >= 0 ? last : undefined,
    };
    const to = moves[event.key];
    if (to !== undefined && last >= 0) {
      event.preventDefault();
      setOpen(true);
      setActiveId(options[to]?.id ?? null);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) close();
      else setTerm('');
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    }
  }

  const listId = `${id}-suggestions`;
  return (
    <search
      data-search-box={place}
      className={cn('relative block w-full', className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      {/* Also a plain GET form, so Enter before the app has started still searches; a blank query is
          refused by the browser then and ignored by the app after. */}
      <form action="/search" onSubmit={submit}>
        <label htmlFor={`${id}-input`} className="sr-only">
          <Trans>Search products</Trans>
        </label>
        <Input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeDescendant}
          value={term}
          onChange={(e) => {
            setTerm(e.target.value);
            setOpen(true);
            setActiveId(null);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          placeholder={t`Search Arduino, sensors, motors…`}
          className="h-11 rounded-full pr-12 pl-4 desktop:h-10 desktop:pr-11"
          maxLength={200}
          autoComplete="off"
          name="q"
          required
          pattern=".*\S.*"
          title={t`Type what you are looking for.`}
        />
        <button
          type="submit"
          aria-label={t`Search`}
          className="group absolute top-0 right-0 flex size-11 items-center justify-center rounded-full desktop:top-1 desktop:right-1 desktop:size-8"
        >
          <span className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground group-hover:bg-primary/90 desktop:size-8">
            <Icon name="search" className="size-4" />
          </span>
        </button>
      </form>
      <div
        id={listId}
        role="listbox"
        aria-label={t`Suggestions`}
        hidden={!expanded}
        // Keeps the focus in the input while a suggestion is clicked.
        onMouseDown={(e) => e.preventDefault()}
        className="absolute inset-x-0 top-full z-50 mt-1.5 max-h-[70vh] overflow-y-auto rounded-lg border bg-card py-1 text-card-foreground shadow-lg"
      >
        <Group
          id={`${id}-products`}
          label={t`Products`}
          options={products}
          activeId={activeDescendant}
          onChoose={choose}
        />
        <Group
          id={`${id}-categories`}
          label={t`Categories`}
          options={categories}
          activeId={activeDescendant}
          onChoose={choose}
        />
      </div>
    </search>
  );
}
