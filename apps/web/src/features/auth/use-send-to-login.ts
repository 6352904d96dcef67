import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';

/**
 * For an action that needs an account: tells the visitor why, sends them to /login, and the login
 * page brings them back to this page once they are signed in.
 */
export function useSendToLogin(): (reason: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (reason: string) => {
      toast.info(reason);
      navigate('/login', { state: { from: `${pathname}${search}` } });
    },
    [navigate, pathname, search],
  );
}
