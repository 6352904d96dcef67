import type { User } from '@makerbazaar/core';
import { refreshAccessToken } from '@/lib/api-client';
import { endSession, hasSignedInHint, startSession, takeLegacyAccessToken } from '@/lib/session';
import { fetchProfile } from './api/get-profile';

/**
 * Start-up: renew the session from the refresh cookie, or adopt (once) an access token an older
 * version stored in localStorage; then load the profile. Any failure leaves the visitor signed out.
 */
export async function restoreSession(): Promise<User | null> {
  const legacy = takeLegacyAccessToken();
  const renewed = hasSignedInHint() ? await refreshAccessToken() : null;
  if (!renewed && !legacy) {
    endSession();
    return null;
  }
  if (!renewed && legacy) startSession(legacy);
  try {
    return await fetchProfile();
  } catch {
    endSession();
    return null;
  }
}
