import { eq, isNotNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { ENCRYPTION_CONTEXT, keyChecks, loanApplications } from '#server/db/schema/index.ts';
import { createFieldCipher, deriveSecret, hmacHex, safeEqual } from './crypto.ts';

export class KeyCheckError extends Error {
  override name = 'KeyCheckError';
}

/** Derived one-way from the key: shows which key is in use without revealing it. */
export const keyCheckValue = (keyHex: string): string =>
  hmacHex(deriveSecret(keyHex, 'key-check'), 'key check value').slice(0, 32);

export type Witness = { sealed: string; context: string };

/** Any stored bank detail: before key checks existed, the data itself shows which key it needs. */
export async function findStoredCiphertext(db: Database): Promise<Witness | null> {
  const [row] = await db
    .select({ sealed: loanApplications.accountNumber })
    .from(loanApplications)
    .where(isNotNull(loanApplications.accountNumber))
    .limit(1);
  return row?.sealed ? { sealed: row.sealed, context: ENCRYPTION_CONTEXT.accountNumber } : null;
}

const mismatch = (name: string) =>
  new KeyCheckError(
    `${name} is not the key the data in this database was encrypted with (its key check value differs). ` +
      `Start with the original ${name}; without it the stored bank details cannot be read. Nothing was changed.`,
  );

/**
 * At boot, before serving: the first run records the key's check value; every later run must
 * present a key with the same value, or the boot stops naming the variable (decision 013).
 */
export async function verifyKey(
  db: Database,
  input: { name: string; keyHex: string; now: Date; witness?: () => Promise<Witness | null> },
): Promise<'matched' | 'recorded'> {
  const value = keyCheckValue(input.keyHex);
  const read = async () => (await db.select().from(keyChecks).where(eq(keyChecks.name, input.name)).limit(1))[0];
  const existing = await read();
  if (existing) {
    if (!safeEqual(existing.checkValue, value)) throw mismatch(input.name);
    return 'matched';
  }
  const witness = await (input.witness ?? (() => findStoredCiphertext(db)))();
  if (witness) {
    try {
      createFieldCipher(input.keyHex).decrypt(witness.sealed, witness.context);
    } catch {
      throw mismatch(input.name);
    }
  }
  await db
    .insert(keyChecks)
    .values({ name: input.name, checkValue: value, createdAt: input.now })
    .onConflictDoNothing();
  // Two instances first booted together with different keys: the one that lost the insert stops.
  const recorded = await read();
  if (!recorded || !safeEqual(recorded.checkValue, value)) throw mismatch(input.name);
  return 'recorded';
}
