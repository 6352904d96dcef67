import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { settingsQueryOptions } from '@/features/account/api/settings';
import { meQueryKey } from '@/features/auth/api/get-profile';
import { restoreSession } from '@/features/auth/restore-session';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { switchLanguage } from '@/lib/i18n';
import { useSignedIn } from '@/lib/session';
import { applyTheme } from '@/lib/theme';

/**
 * Restores the session once at start-up, sends the visitor to /login when a session can no longer
 * be renewed, and applies a signed-in customer's saved theme and language.
 */
export function SessionBootstrap() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const { data: settings } = useQuery({ ...settingsQueryOptions(), enabled: signedIn });

  useEffect(() => {
    restoreSession().then((user) => {
      if (user) queryClient.setQueryData(meQueryKey, user);
    });
  }, [queryClient]);

  // Set again after every navigation: the router's navigate is a new function on each page.
  useEffect(() => {
    setSessionExpiredHandler(() => {
      // Nothing of the previous customer may show to whoever signs in next.
      queryClient.clear();
      navigate('/login');
    });
  }, [queryClient, navigate]);

  useEffect(() => {
    if (!settings) return;
    applyTheme(settings.theme);
    void switchLanguage(settings.language);
  }, [settings]);

  return null;
}
