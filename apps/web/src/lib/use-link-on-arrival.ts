import { useEffect, useRef } from 'react';

/**
 * Acts on the token of a link opened from an e-mail (unsubscribe, confirm an alert) as the page
 * arrives: once per token, even when React runs effects twice in development.
 */
export function useLinkOnArrival(token: string, act: (token: string) => void): void {
  const actedFor = useRef<string | null>(null);
  useEffect(() => {
    if (actedFor.current === token) return;
    actedFor.current = token;
    act(token);
  }, [token, act]);
}
