import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with 32 MiB and 4 passes: about 100 ms a hash on the reference 2-core machine (bench/README.md),
 * slow for an attacker with a stolen table, fast enough for a login.
 */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 32_768, timeCost: 4, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a login for an unknown user cannot be told apart by timing. */
export async function verifyAgainstNobody(password: string): Promise<false> {
  dummyHash ??= hashPassword('no user has this password');
  await verifyPassword(await dummyHash, password);
  return false;
}
