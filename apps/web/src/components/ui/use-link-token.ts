import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';

/**
 * The `:token` of a link from an e-mail, handed to `follow` once on arrival, even when React runs
 * effects twice in development (a second try would find the link spent).
 */
export function useLinkToken(follow: (token: string) => void): string {
  const { token = '' } = useParams();
  const followedFor = useRef<string | null>(null);
  useEffect(() => {
    if (followedFor.current === token) return;
    followedFor.current = token;
    follow(token);
  }, [token, follow]);
  return token;
}
