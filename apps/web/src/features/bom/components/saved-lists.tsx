import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_BOM_LIST_NAME } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { FolderOpen, Pencil, ShoppingCart, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { partsListsQueryOptions, useDeletePartsList, useSavePartsList } from '../api/parts-lists';

const failure = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback;

function RenameForm({ id, name, onDone }: { id: number; name: string; onDone: () => void }) {
  const { t } = useLingui();
  const [value, setValue] = useState(name);
  const save = useSavePartsList();
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { id, name: value },
      { onSuccess: onDone, onError: (error) => toast.error(failure(error, t`Could not rename the list`)) },
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-1 gap-2">
      <Input
        aria-label={t`New name for ${name}`}
        value={value}
        maxLength={MAX_BOM_LIST_NAME}
        onChange={(event) => setValue(event.target.value)}
        autoFocus
      />
      <Button type="submit" disabled={save.isPending}>
        <Trans>Save</Trans>
      </Button>
      <Button type="button" variant="ghost" onClick={onDone}>
        <Trans>Cancel</Trans>
      </Button>
    </form>
  );
}

/**
 * The customer's saved parts lists: open one (prices and stock as of now), order it again, rename
 * or delete it. `onOrder` puts a list in the cart and shows what happened.
 */
export function SavedLists({ onOrder, ordering }: { onOrder: (id: number, name: string) => void; ordering: boolean }) {
  const { t } = useLingui();
  const language = useLanguage();
  const lists = useQuery(partsListsQueryOptions());
  const remove = useDeletePartsList();
  const [renaming, setRenaming] = useState<number | null>(null);
  if (!lists.data?.results.length) return null;
  return (
    <section aria-labelledby="saved-parts-lists" className="space-y-3">
      <h2 id="saved-parts-lists" className="text-lg font-semibold">
        <Trans>Your parts lists</Trans>
      </h2>
      <ul className="divide-y rounded-lg border bg-card shadow-sm">
        {lists.data.results.map((list) => {
          const name = list.name;
          const lines = list.line_count;
          const boards = list.builds;
          const date = formatDate(list.updated_at, language);
          return (
            <li key={list.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              {renaming === list.id ? (
                <RenameForm id={list.id} name={name} onDone={() => setRenaming(null)} />
              ) : (
                <>
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold">{name}</p>
                    <p className="text-sm text-muted-foreground">
                      {t`${plural(lines, { one: '# line', other: '# lines' })} · ${plural(boards, { one: '# board', other: '# boards' })} · saved ${date}`}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <ButtonLink size="sm" variant="outline" to={`/bom?list=${list.id}`}>
                      <FolderOpen /> <Trans>Open</Trans>
                    </ButtonLink>
                    <Button size="sm" disabled={ordering} onClick={() => onOrder(list.id, name)}>
                      <ShoppingCart /> <Trans>Order again</Trans>
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t`Rename ${name}`}
                      onClick={() => setRenaming(list.id)}
                    >
                      <Pencil />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t`Delete ${name}`}
                      disabled={remove.isPending}
                      onClick={() => {
                        if (!window.confirm(t`Delete the parts list ${name}?`)) return;
                        remove.mutate(list.id, {
                          onSuccess: () => toast.success(t`Deleted ${name}`),
                          onError: (error) => toast.error(failure(error, t`Could not delete the list`)),
                        });
                      }}
                    >
                      <Trash2 />
                    </Button>
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
