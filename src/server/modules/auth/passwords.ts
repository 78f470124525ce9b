import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane.
const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (an ambient const enum) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** One rule for the server and the forms: #shared/admin/account-schemas.ts. */
export { MIN_ADMIN_PASSWORD_LENGTH } from '#shared/admin/account-schemas.ts';

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash; with no hash (unknown email) it verifies against a
 * dummy hash so both failures take the same time and answer the same way.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** A random password for bootstrap and the CLI: 20 characters from an unambiguous alphabet. */
export function generatePassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
