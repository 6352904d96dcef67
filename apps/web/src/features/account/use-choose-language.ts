import { useLingui } from '@lingui/react/macro';
import type { Language } from '@makerbazaar/core';
import { switchLanguage } from '@/lib/i18n';
import { settledSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useUpdateSettings } from './api/settings';

/**
 * Switches the interface to a language at once and remembers it: in this browser for a guest, and
 * in a signed-in customer's settings too, so it follows them to their other devices.
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const update = useUpdateSettings();
  const { t } = useLingui();
  return async (language) => {
    await switchLanguage(language);
    // Chosen while the session is still being restored: saved to the account all the same.
    if ((await settledSession()) !== 'authenticated') return;
    update.mutate(
      { language },
      { onError: () => toast.error(t`Your language is set here, but we couldn't save it to your account.`) },
    );
  };
}
