import { formatIndianPhone } from '@makerbazaar/core';
import { useAuth } from '@/features/auth';

/**
 * A signed-in customer's name, e-mail and phone, to fill a form in for them; empty for a visitor.
 * `ready` is false while the session is still being restored, so a form is not shown empty first.
 */
export function useContactDefaults() {
  const { user, isLoading } = useAuth();
  return {
    ready: !isLoading,
    name: user ? `${user.first_name} ${user.last_name}`.trim() || user.username : '',
    email: user?.email ?? '',
    phone: user?.profile.phone ? formatIndianPhone(user.profile.phone) : '',
  };
}
