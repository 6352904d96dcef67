import { useLingui } from '@lingui/react/macro';
import type { Language } from '@makerbazaar/core';
import { switchLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useUpdateSettings } from './api/settings';

/**
 * Switches the interface to a language at once and remembers it: in this browser for a guest, and
 * in a signed-in customer's settings too, so it follows them to their other devices.
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const signedIn = useSession((s) => s.status === 'authenticated');
  const update = useUpdateSettings();
  const { t } = useLingui();
  return async (language) => {
    await switchLanguage(language);
    if (!signedIn) return;
    update.mutate(
      { language },
      { onError: () => toast.error(t`Your language is set here, but we couldn't save it to your account.`) },
    );
  };
}
