import { useNavigate } from 'react-router';
import { useLogout } from './api/logout';

/** Signs out everywhere in this tab and lands on /login. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  // Awaited rather than an onSettled option: the menu that starts this unmounts as the session ends.
  return async () => {
    await logout.mutateAsync().catch(() => undefined);
    navigate('/login');
  };
}
