import { Trans, useLingui } from '@lingui/react/macro';
import { type FacetCount, type ListingFacets, PRICE_BUCKETS } from '@makerbazaar/core';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Icon } from '@/components/ui/icon';
import { formatNumber } from '@/lib/format';
import {
  type ListingChange,
  type ListingState,
  PRICE_BUCKET_LABELS,
  priceBucketOf,
  RATING_OPTIONS,
  ratingLabel,
  toggle,
  toggleSpec,
  withFilters,
  withPriceBucket,
} from '../listing-filters';
import { FacetPanelSkeleton } from './facet-panel-skeleton';

const COLLAPSED_COUNT = 6;

function Count({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  const shown = formatNumber(count);
  return (
    <>
      <span className="sr-only">({shown})</span>
      <span aria-hidden="true" className="ml-auto shrink-0 text-xs text-muted-foreground tabular-nums desktop:mt-0.5">
        {shown}
      </span>
    </>
  );
}

function Legend({ children, hidden = false }: { children: ReactNode; hidden?: boolean }) {
  return <legend className={hidden ? 'sr-only' : 'mb-2.5 text-sm font-semibold'}>{children}</legend>;
}

/** Checkboxes with result counts; a chosen value the answer no longer lists still shows, to be unticked. */
function CheckboxFacet({
  legend,
  hideLegend,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  /** When a heading around the group already shows the name. */
  hideLegend?: boolean;
  options: FacetCount[];
  selected: string[];
  onToggle: (value: string) => void;
}) {
  const { t } = useLingui();
  const [showAll, setShowAll] = useState(false);
  const listed = new Set(options.map((o) => o.value));
  const all = [
    ...options,
    ...selected.filter((v) => !listed.has(v)).map((value) => ({ value, label: value, count: 0 })),
  ];
  if (all.length === 0) return null;
  const shown = showAll ? all : all.filter((o, i) => i < COLLAPSED_COUNT || selected.includes(o.value));
  const total = all.length;
  return (
    <fieldset className="min-w-0">
      <Legend hidden={hideLegend}>{legend}</Legend>
      <div className="desktop:space-y-2">
        {shown.map((option) => (
          <label key={option.value} className="choice desktop:items-start">
            <Checkbox
              className="desktop:mt-0.5"
              checked={selected.includes(option.value)}
              onCheckedChange={() => onToggle(option.value)}
            />
            <span className="min-w-0 break-words">{option.label}</span> <Count count={option.count} />
          </label>
        ))}
      </div>
      {all.length > shown.length || showAll ? (
        <Button
          variant="link"
          size="sm"
          className="px-0 desktop:mt-1 desktop:h-7"
          onClick={() => setShowAll((v) => !v)}
        >
          {showAll ? t`Show fewer` : t`Show all ${total}`}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** One choice of several, "any" first; a choice that would leave no results is shown but not offered. */
function RadioFacet<T extends string | number>({
  legend,
  name,
  options,
  selected,
  onSelect,
}: {
  legend: string;
  name: string;
  options: { value: T | null; label: string; count?: number }[];
  selected: T | null;
  onSelect: (value: T | null) => void;
}) {
  const id = useId();
  return (
    <fieldset className="min-w-0">
      <Legend>{legend}</Legend>
      <div className="desktop:space-y-2">
        {options.map((option) => (
          <label key={option.label} className="choice has-disabled:opacity-50">
            <input
              type="radio"
              name={`${id}-${name}`}
              checked={option.value === selected}
              disabled={option.count === 0 && option.value !== selected}
              onChange={() => onSelect(option.value)}
              className="size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
            />
            <span>{option.label}</span> <Count count={option.count} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * One specification's values, folded under its name. A folded one's values are drawn when it is
 * first opened: a category page has a dozen specifications, most of them never opened.
 */
function SpecificationFacet({
  name,
  values,
  chosen,
  startsOpen,
  onToggle,
}: {
  name: string;
  values: FacetCount[];
  chosen: string[];
  startsOpen: boolean;
  onToggle: (value: string) => void;
}) {
  const [opened, setOpened] = useState(startsOpen);
  return (
    <details
      open={startsOpen}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
      className="group rounded-md border px-3 desktop:py-2"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center desktop:min-h-0 justify-between gap-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
        <span>
          {name}
          {chosen.length ? <span className="text-primary"> ({chosen.length})</span> : null}
        </span>
        <Icon name="chevron-down" className="size-4 text-muted-foreground transition-transform group-open:rotate-180" />
      </summary>
      {opened ? (
        <div className="pt-3 pb-1">
          <CheckboxFacet legend={name} hideLegend options={values} selected={chosen} onToggle={onToggle} />
        </div>
      ) : null}
    </details>
  );
}

/**
 * The filters of a listing, each option with how many results it would leave. A facet without
 * options (the categories of a category page) is left out.
 */
export function FacetPanel({
  state,
  facets,
  onChange,
}: {
  state: ListingState;
  facets: ListingFacets | undefined;
  onChange: (change: ListingChange) => void;
}) {
  const id = useId();
  const { i18n, t } = useLingui();
  if (!facets) return <FacetPanelSkeleton />;

  const update = (change: (current: ListingState) => Partial<ListingState>) =>
    onChange((current) => withFilters(current, change(current)));
  const bucketCounts = new Map(facets.price_buckets.map((b) => [b.value, b.count]));
  // A chosen specification stays on offer (to be unticked) even when the answer no longer lists it.
  const listedSpecs = new Set(facets.specifications.map((s) => s.name));
  const specifications = [
    ...facets.specifications,
    ...Object.keys(state.specs)
      .filter((name) => !listedSpecs.has(name))
      .map((name) => ({ name, values: [] })),
  ];

  return (
    <div className="space-y-6">
      <CheckboxFacet
        legend={t`Category`}
        options={facets.categories}
        selected={state.categories}
        onToggle={(slug) => update((s) => ({ categories: toggle(s.categories, slug) }))}
      />
      <CheckboxFacet
        legend={t`Brand`}
        options={facets.brands}
        selected={state.brands}
        onToggle={(brand) => update((s) => ({ brands: toggle(s.brands, brand) }))}
      />
      <RadioFacet
        legend={t`Price`}
        name="price"
        options={[
          { value: null, label: t`All prices` },
          ...PRICE_BUCKETS.map((b) => ({
            value: b.key,
            label: i18n._(PRICE_BUCKET_LABELS[b.key]),
            count: bucketCounts.get(b.key) ?? 0,
          })),
        ]}
        selected={priceBucketOf(state)}
        onSelect={(bucket) => onChange((current) => withPriceBucket(current, bucket))}
      />
      <RadioFacet
        legend={t`Customer rating`}
        name="rating"
        options={[
          { value: null, label: t`Any rating` },
          ...RATING_OPTIONS.map((r) => ({ value: r, label: ratingLabel(i18n, r) })),
        ]}
        selected={state.minRating}
        onSelect={(minRating) => update(() => ({ minRating }))}
      />
      <fieldset className="min-w-0">
        <Legend>
          <Trans>Availability</Trans>
        </Legend>
        <label className="choice">
          <Checkbox checked={state.inStock} onCheckedChange={(inStock) => update(() => ({ inStock }))} />
          <Trans>In stock only</Trans>
        </label>
      </fieldset>
      {specifications.length > 0 ? (
        <section aria-labelledby={`${id}-specs`} className="space-y-3 border-t pt-5">
          <h3 id={`${id}-specs`} className="text-sm font-semibold">
            <Trans>Specifications</Trans>
          </h3>
          {specifications.map((spec, index) => {
            const chosen = state.specs[spec.name] ?? [];
            return (
              <SpecificationFacet
                key={spec.name}
                name={spec.name}
                values={spec.values}
                chosen={chosen}
                startsOpen={index < 3 || chosen.length > 0}
                onToggle={(value) => update((s) => ({ specs: toggleSpec(s.specs, spec.name, value) }))}
              />
            );
          })}
        </section>
      ) : null}
    </div>
  );
}
