import { useEffect, useState } from 'react';

/** Long enough not to search on every key, short enough to feel immediate. */
const TYPING_PAUSE_MS = 400;

/**
 * What is typed in a list's search box. The list (and the address bar) follow it once typing
 * pauses, and a link opened later (`?q=…`) replaces what was typed.
 */
export function useTypedSearch(current: string, onSearch: (value: string) => void) {
  const [typed, setTyped] = useState(current);
  useEffect(() => setTyped(current), [current]);
  useEffect(() => {
    const value = typed.trim();
    if (value === current) return;
    const typedAt = window.location.pathname;
    const timer = setTimeout(() => {
      // A row opened meanwhile wins: its screen may still be loading with this list on show, and
      // searching now would navigate back to the list.
      if (window.location.pathname === typedAt) onSearch(value);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, current, onSearch]);
  return [typed, setTyped] as const;
}
