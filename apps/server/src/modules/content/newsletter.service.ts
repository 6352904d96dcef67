import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { newsletterSubscriptions } from '../../db/schema/content.js';

/**
 * Subscribes an address once; subscribing again (even after unsubscribing) is not an error and
 * simply makes the subscription active again.
 */
export async function subscribeToNewsletter(db: Queryable, email: string): Promise<{ created: boolean }> {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email, unsubscribeToken: randomBytes(24).toString('base64url') })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { unsubscribedAt: null },
    })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return { created: row?.created ?? false };
}
