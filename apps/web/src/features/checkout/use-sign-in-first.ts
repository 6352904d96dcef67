import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/features/auth';
import { AUTH_REQUIRED, toastError } from './messages';

/**
 * Sends a visitor who turns out not to be signed in to the login page, once, saying why; signing in
 * brings them back to `from`.
 */
export function useSignInFirst(from: string) {
  const { i18n } = useLingui();
  const { isAuthenticated, isLoading } = useAuth();
  const navigate = useNavigate();
  const redirected = useRef(false);

  useEffect(() => {
    if (isLoading || isAuthenticated || redirected.current) return;
    redirected.current = true;
    toastError(i18n._(AUTH_REQUIRED));
    navigate('/login', { replace: true, state: { from } });
  }, [isLoading, isAuthenticated, navigate, from, i18n]);
}
