import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { INITIAL_PASSWORD_TTL_MS } from '#server/modules/auth/index.ts';
import { generatePassword, hashPassword } from '#server/modules/auth/index.ts';
import { insertLenderUser } from './lender-users.repository.ts';

/**
 * A lender's user with a generated one-time password (decision 080): like the first admin's, it
 * works for 24 hours and once, in the sign-in that replaces it by the user's own; TOTP enrolment
 * follows at once. Returned once; only its hash is kept.
 */
export async function provisionLenderUser(
  db: Database,
  input: { lenderId: string; email: string; now: Date; role?: 'admin' | 'user' },
): Promise<{ id: string; email: string; lenderId: string; oneTimePassword: string; expiresAt: Date }> {
  const oneTimePassword = generatePassword();
  const expiresAt = new Date(input.now.getTime() + INITIAL_PASSWORD_TTL_MS);
  const user = await insertLenderUser(db, {
    lenderId: input.lenderId,
    email: input.email,
    passwordHash: await hashPassword(oneTimePassword),
    passwordExpiresAt: expiresAt,
    now: input.now,
    ...(input.role ? { role: input.role } : {}),
  });
  if (!user) throw new AppError('CONFLICT', 'A lender user with this email already exists');
  return { id: user.id, email: user.email, lenderId: user.lenderId, oneTimePassword, expiresAt };
}
