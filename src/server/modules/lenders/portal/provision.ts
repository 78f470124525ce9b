import type { Database, Executor } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { INITIAL_PASSWORD_TTL_MS } from '#server/modules/auth/index.ts';
import { generatePassword, hashPassword } from '#server/modules/auth/index.ts';
import { insertLenderUser } from './lender-users.repository.ts';

/**
 * A lender's user with a generated one-time password (decision 080): like the first admin's, it
 * works for 24 hours and once, in the sign-in that replaces it by the user's own; TOTP enrolment
 * follows at once. Returned once; only its hash is kept. `audit`, if given, writes the audit row in
 * the insert's transaction (the password is hashed before it opens).
 */
export async function provisionLenderUser(
  db: Database,
  input: { lenderId: string; email: string; now: Date; role?: 'admin' | 'user' },
  audit?: (tx: Executor, lenderUserId: string) => Promise<void>,
): Promise<{ id: string; email: string; lenderId: string; oneTimePassword: string; expiresAt: Date }> {
  const oneTimePassword = generatePassword();
  const expiresAt = new Date(input.now.getTime() + INITIAL_PASSWORD_TTL_MS);
  const passwordHash = await hashPassword(oneTimePassword);
  const user = await db.transaction(async (tx) => {
    const row = await insertLenderUser(tx, {
      lenderId: input.lenderId,
      email: input.email,
      passwordHash,
      passwordExpiresAt: expiresAt,
      now: input.now,
      ...(input.role ? { role: input.role } : {}),
    });
    if (row && audit) await audit(tx, row.id);
    return row;
  });
  if (!user) throw new AppError('CONFLICT', 'A lender user with this email already exists');
  return { id: user.id, email: user.email, lenderId: user.lenderId, oneTimePassword, expiresAt };
}
