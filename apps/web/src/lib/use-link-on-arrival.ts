import { useEffect, useRef } from 'react';
import { ApiError } from './api-client';

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

/** The shop refused the link itself (a 4xx: unknown, expired or used), as opposed to not being reached. */
export const isRefusedLink = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;
