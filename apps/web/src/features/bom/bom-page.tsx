import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AddProjectPartsResult, BomColumnMapping, BomLine } from '@makerbazaar/core';
import { MAX_BOM_LINES, MAX_BOM_LIST_NAME } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { FileUp, ListChecks, LoaderCircle, RotateCcw, Save, ShoppingCart } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { useSendToLogin } from '@/features/auth';
import { PartsAddedOutcome, useOutcomeHeadline } from '@/features/projects';
import { ApiError } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { useSessionStatus } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useAddBomToCart } from './api/add-bom-to-cart';
import { useMatchBom } from './api/match-bom';
import { partsListQueryOptions, useSavePartsList } from './api/parts-lists';
import { type BomDraft, keepDraftForSignIn, takeKeptDraft } from './bom-draft';
import { defaultChoice, priceLines } from './bom-lines';
import { BomTable } from './components/bom-table';
import { BuildCount } from './components/build-count';
import { ColumnConfirm } from './components/column-confirm';
import { SavedLists } from './components/saved-lists';

const EXAMPLE = 'Reference,Value,Qty\nU1,HC-SR04,1\nU2,L298N,1\nM1 M2,BO motor 150 rpm,2\nR1,10k,1';

const failure = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback;

/** Pasted lines or a file, sent to be read and matched. */
function BomInput({ pending, onRead }: { pending: boolean; onRead: (text: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const lines = MAX_BOM_LINES;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) onRead(text);
  }
  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={submit} className="space-y-4">
        <div className="space-y-1.5">
          <label htmlFor="bom-text" className="text-sm font-medium">
            <Trans>Paste your parts list</Trans>
          </label>
          <Textarea
            id="bom-text"
            rows={8}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={EXAMPLE}
            className="font-mono text-xs sm:text-sm"
            spellCheck={false}
          />
          <p className="text-xs text-muted-foreground">
            <Trans>
              One part a line ("2x HC-SR04"), or CSV with a header row: KiCad, EasyEDA and spreadsheet exports work. Up
              to {lines} lines.
            </Trans>
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" disabled={pending || !text.trim()}>
            {pending ? <LoaderCircle className="animate-spin" /> : <ListChecks />} <Trans>Find my parts</Trans>
          </Button>
          <Button type="button" variant="outline" disabled={pending} onClick={() => file.current?.click()}>
            <FileUp /> <Trans>Upload a BOM file (CSV, KiCad)</Trans>
          </Button>
          <input
            ref={file}
            type="file"
            accept=".csv,.tsv,.txt,.xml,text/csv,text/plain"
            className="sr-only"
            aria-label={t`BOM file`}
            onChange={async (event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) onRead(await chosen.text());
            }}
          />
        </div>
      </form>
    </Card>
  );
}

function draftFromLines(lines: BomLine[], rest: Omit<BomDraft, 'lines' | 'choices'>): BomDraft {
  return { lines, choices: lines.map(defaultChoice), ...rest };
}

/** Saves the list under a name; a guest is asked to sign in first, and the list waits for them. */
function SaveList({ draft, onSaved }: { draft: BomDraft; onSaved: (listId: number, name: string) => void }) {
  const { t } = useLingui();
  const status = useSessionStatus();
  const sendToLogin = useSendToLogin();
  const save = useSavePartsList();
  const [name, setName] = useState(draft.name);
  useEffect(() => setName(draft.name), [draft.name]);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (status !== 'authenticated') {
      keepDraftForSignIn({ ...draft, name });
      sendToLogin(t`Sign in to save your parts list`);
      return;
    }
    const lines = draft.lines.map(({ references, quantity, part_number, value, footprint, description }, i) => ({
      references,
      quantity,
      part_number,
      value,
      footprint,
      description,
      product_id: draft.choices[i] ?? null,
    }));
    save.mutate(
      { id: draft.listId, name, builds: draft.builds, lines },
      {
        onSuccess: (list) => {
          toast.success(t`Saved ${list.name}`);
          onSaved(list.id, list.name);
        },
        onError: (error) => toast.error(failure(error, t`Could not save the list`)),
      },
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-1.5">
        <label htmlFor="bom-name" className="text-sm font-medium">
          <Trans>Name this list</Trans>
        </label>
        <Input
          id="bom-name"
          value={name}
          maxLength={MAX_BOM_LIST_NAME}
          placeholder={t`e.g. Line follower v2`}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" disabled={save.isPending || !name.trim()}>
        <Save /> {draft.listId ? <Trans>Save changes</Trans> : <Trans>Save list</Trans>}
      </Button>
    </form>
  );
}

export default function BomPage() {
  const { t } = useLingui();
  const status = useSessionStatus();
  const sendToLogin = useSendToLogin();
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('list')) || null;
  const [draft, setDraft] = useState<BomDraft | null>(null);
  const [added, setAdded] = useState<{
    result: AddProjectPartsResult;
    title: string;
    needed: Map<number, number>;
  } | null>(null);
  const match = useMatchBom();
  const addToCart = useAddBomToCart();
  const headline = useOutcomeHeadline();
  const saved = useQuery({
    ...partsListQueryOptions(openId ?? 0),
    enabled: openId !== null && status === 'authenticated',
  });

  useEffect(() => {
    const kept = takeKeptDraft();
    if (kept) setDraft(kept);
  }, []);

  // Only a newly opened list replaces the page's: the draft is read, not followed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const list = saved.data;
    if (!list || draft?.listId === list.id) return;
    setDraft(draftFromLines(list.lines, { builds: list.builds, name: list.name, listId: list.id }));
    setAdded(null);
  }, [saved.data]);

  function read(text: string, mapping?: BomColumnMapping) {
    const builds = draft?.builds ?? 1;
    match.mutate(
      { text, builds, mapping },
      {
        onSuccess: (result) => {
          setAdded(null);
          if (openId) setParams({});
          setDraft(
            draftFromLines(result.lines, {
              builds,
              name: draft?.name ?? '',
              source: {
                text,
                columns: result.columns,
                sample: result.sample,
                mapping: result.mapping,
                unsure: result.mapping_unsure,
              },
            }),
          );
        },
        onError: (error) => toast.error(failure(error, t`Could not read this parts list`)),
      },
    );
  }

  const priced = draft ? priceLines(draft.lines, draft.choices, draft.builds) : [];
  const chosen = priced.filter((line) => line.product);
  const total = chosen.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0) / 100;
  const leftOut = priced.length - chosen.length;
  const shortLines = chosen.filter((line) => line.short).length;

  function showOutcome(result: AddProjectPartsResult, title: string, needed: Map<number, number>) {
    setAdded({ result, title, needed });
    const anyAdded = result.added.length + result.short.length + result.already_in_cart.length > 0;
    (anyAdded ? toast.success : toast.error)(headline(result, title));
  }

  function addAll() {
    if (status !== 'authenticated') {
      if (draft) keepDraftForSignIn(draft);
      sendToLogin(t`Please login to add items to cart`);
      return;
    }
    const needed = new Map<number, number>();
    for (const line of chosen) {
      if (line.product) needed.set(line.product.id, (needed.get(line.product.id) ?? 0) + line.needed);
    }
    const title = draft?.name || t`your parts list`;
    addToCart.mutate(
      { lines: [...needed].map(([product_id, quantity]) => ({ product_id, quantity })) },
      {
        onSuccess: (result) => showOutcome(result, title, needed),
        onError: (error) => toast.error(failure(error, t`Failed to add parts to cart`)),
      },
    );
  }

  function orderAgain(listId: number, name: string) {
    addToCart.mutate(
      { listId },
      {
        onSuccess: (result) => showOutcome(result, name, new Map()),
        onError: (error) => toast.error(failure(error, t`Failed to add parts to cart`)),
      },
    );
  }

  const setBuilds = (builds: number) => setDraft((current) => (current ? { ...current, builds } : current));
  const choose = (index: number, productId: number | null) =>
    setDraft((current) =>
      current ? { ...current, choices: current.choices.map((old, i) => (i === index ? productId : old)) } : current,
    );
  const count = priced.length;

  return (
    <PageContainer className="space-y-6 py-8">
      <PageHeader
        title={t`Parts list to cart`}
        description={t`Paste or upload your BOM: we find each part in the shop, price it for the boards you build, and put it all in your cart at once.`}
      >
        {draft ? (
          <Button
            variant="outline"
            onClick={() => {
              setDraft(null);
              setAdded(null);
              if (openId) setParams({});
            }}
          >
            <RotateCcw /> <Trans>New list</Trans>
          </Button>
        ) : null}
      </PageHeader>

      {draft ? null : <BomInput pending={match.isPending} onRead={(text) => read(text)} />}

      {draft?.source?.unsure ? (
        <ColumnConfirm
          key={draft.source.text}
          columns={draft.source.columns}
          sample={draft.source.sample}
          mapping={draft.source.mapping}
          pending={match.isPending}
          onConfirm={(mapping) => draft.source && read(draft.source.text, mapping)}
        />
      ) : null}

      {draft ? (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              {draft.name ? <span className="font-semibold text-foreground">{draft.name} · </span> : null}
              {t`${plural(count, { one: '# line', other: '# lines' })} read, same parts summed.`}
            </p>
            <BuildCount builds={draft.builds} onChange={setBuilds} />
          </div>
          <BomTable priced={priced} onChoose={choose} />
          <Card className="space-y-4 p-4 sm:p-5">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="text-sm text-muted-foreground">
                  {t`${plural(chosen.length, { one: '# part', other: '# parts' })} for ${plural(draft.builds, { one: '# board', other: '# boards' })}`}
                </p>
                <p className="text-3xl font-bold tabular-nums">{formatRupees(total)}</p>
                <p className="text-xs text-muted-foreground">
                  {leftOut > 0
                    ? t`${plural(leftOut, { one: '# line is', other: '# lines are' })} left out: not from this shop, or not chosen.`
                    : t`At today's prices, inclusive of all taxes`}
                  {shortLines > 0 ? ` ${t`Short lines get what is in stock.`}` : null}
                </p>
              </div>
              <Button size="lg" onClick={addAll} disabled={addToCart.isPending || chosen.length === 0}>
                {addToCart.isPending ? <LoaderCircle className="animate-spin" /> : <ShoppingCart />}
                <Trans>Add all to cart</Trans>
              </Button>
            </div>
            <div aria-live="polite">
              {added ? (
                <PartsAddedOutcome
                  result={added.result}
                  title={added.title}
                  needed={(productId) => added.needed.get(productId)}
                />
              ) : null}
            </div>
            <div className="border-t pt-4">
              <SaveList
                draft={draft}
                onSaved={(listId, name) => setDraft((current) => (current ? { ...current, listId, name } : current))}
              />
            </div>
          </Card>
        </>
      ) : null}

      {status === 'authenticated' ? <SavedLists onOrder={orderAgain} ordering={addToCart.isPending} /> : null}
    </PageContainer>
  );
}
