import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminRecoveryCodes } from '#server/db/schema/index.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { RECOVERY_CODE_COUNT } from '#shared/admin/auth-messages.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * 16 characters of a 32-letter alphabet: 80 random bits, so a plain SHA-256 is enough to store
 * them (no dictionary to try), and a lookup by hash stays one indexed query.
 */
function newCode(): string {
  const chars = Array.from(randomBytes(16), (b) => ALPHABET[b % ALPHABET.length]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** Upper case without separators or spaces, so "abcd efgh…" and "ABCD-EFGH-…" are one code. */
export const normaliseRecoveryCode = (code: string): string => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

export const looksLikeRecoveryCode = (code: string): boolean => normaliseRecoveryCode(code).length === 16;

/** The stored hash of a code; `scope` keeps one kind of account's codes apart from another's. */
export const hashRecoveryCode = (code: string, scope = 'admin') =>
  sha256Hex(`${scope}-recovery:${normaliseRecoveryCode(code)}`);
const hashCode = (code: string) => hashRecoveryCode(code);

/** A fresh set of recovery codes (shown once; store their hashes). */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newCode);

/** Replaces every recovery code of an admin with 10 new ones and returns them (shown once). */
export async function replaceRecoveryCodes(db: Database, adminUserId: string, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminUserId, adminUserId));
    await tx
      .insert(adminRecoveryCodes)
      .values(codes.map((code) => ({ adminUserId, codeHash: hashCode(code), createdAt: now })));
  });
  return codes;
}

/** Spends a recovery code: true once per code (a conditional update, so two parallel uses cannot both pass). */
export async function useRecoveryCode(db: Database, adminUserId: string, code: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminUserId, adminUserId),
        eq(adminRecoveryCodes.codeHash, hashCode(code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return rows.length === 1;
}

export async function unusedRecoveryCodes(db: Database, adminUserId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminUserId, adminUserId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function deleteRecoveryCodes(db: Database, adminUserId: string): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminUserId, adminUserId));
}
