import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A back-office list's query (page, search, filters, sorting) kept in the address bar, so a
 * dashboard figure can link to a filtered list and a reload or a shared link shows the same rows.
 * Changing anything but the page goes back to page 1.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => Object.fromEntries(searchParams.entries()), [searchParams]);
  const page = Math.max(1, Number(params.page) || 1);

  const setParams = useCallback(
    (changes: Record<string, string | number | undefined | null>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { params, page, setParams };
}
