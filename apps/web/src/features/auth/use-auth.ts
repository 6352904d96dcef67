import type { User } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { useSessionStatus } from '@/lib/session';
import { meQueryOptions } from './api/get-profile';

export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  /** True until the session is restored and, when signed in, the profile is loaded. */
  isLoading: boolean;
}

export function useAuth(): AuthState {
  const status = useSessionStatus();
  const me = useQuery({ ...meQueryOptions(), enabled: status === 'authenticated' });
  return {
    user: status === 'authenticated' ? (me.data ?? null) : null,
    isAuthenticated: status === 'authenticated',
    isLoading: status === 'loading' || (status === 'authenticated' && me.isPending),
  };
}

/**
 * Whether what the shop e-mails reaches the customer: not while a signed-in customer's address is
 * unverified, so screens that promise an e-mail say where the same is on the site instead.
 */
export function useEmailsReachCustomer(): boolean {
  const { user } = useAuth();
  return user?.email_verified ?? true;
}

/** "AR" for Asha Rao; the username's first letters when no name is set. */
export function initials(user: Pick<User, 'first_name' | 'last_name' | 'username'>): string {
  const fromName = `${user.first_name.trim()[0] ?? ''}${user.last_name.trim()[0] ?? ''}`;
  return (fromName || user.username.slice(0, 2)).toUpperCase();
}

export function displayName(user: Pick<User, 'first_name' | 'username'>): string {
  return user.first_name.trim() || user.username;
}
