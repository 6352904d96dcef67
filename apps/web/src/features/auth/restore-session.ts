import type { User } from '@makerbazaar/core';
import { ApiError, refreshAccessToken } from '@/lib/api-client';
import { endSession, hasSignedInHint, startSession, takeLegacyAccessToken } from '@/lib/session';
import { fetchProfile } from './api/get-profile';

/**
 * Start-up: renew the session from the refresh cookie, or adopt (once) an access token an older
 * version stored in localStorage; then load the profile. A session that cannot be renewed, or whose
 * profile the server refuses, leaves the visitor signed out.
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
  } catch (error) {
    // Only the server's refusal ends the session. A request cut off (the customer followed a link
    // while the page was starting, which cancels its requests) signed them out of the next page too.
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) endSession();
    return null;
  }
}
