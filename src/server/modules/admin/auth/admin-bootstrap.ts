import { INITIAL_PASSWORD_TTL_MS } from '#server/modules/auth/index.ts';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '#server/db/client.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import { countAdmins, enrolTotpSecret, findAdminByEmail, upsertAdminPassword } from './admin-users.repository.ts';
import { generatePassword, hashPassword } from '#server/modules/auth/index.ts';
import { TOTP_SECRET_CONTEXT } from '#server/modules/auth/index.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';
export const INITIAL_PASSWORD_FILE = 'initial-admin-password';

type Log = { info(message: string): void };
export type BootstrapEnv = {
  ADMIN_EMAIL?: string | undefined;
  ADMIN_PASSWORD?: string | undefined;
  ADMIN_TOTP_SECRET?: string | undefined;
  DATA_DIR: string;
  DATA_KEY: string;
};

/**
 * ADMIN_TOTP_SECRET: that admin's TOTP is on with this secret (re-sealed only when it changed, so
 * a used code stays used).
 */
async function provisionTotp(
  db: Database,
  env: BootstrapEnv & { ADMIN_EMAIL: string; ADMIN_TOTP_SECRET: string },
  now: Date,
  log: Log,
) {
  const cipher = createFieldCipher(env.DATA_KEY);
  const admin = await findAdminByEmail(db, env.ADMIN_EMAIL);
  if (!admin) return;
  if (
    admin.totpEnabledAt &&
    admin.totpSecret &&
    cipher.decrypt(admin.totpSecret, TOTP_SECRET_CONTEXT) === env.ADMIN_TOTP_SECRET
  )
    return;
  await enrolTotpSecret(db, admin.id, cipher.encrypt(env.ADMIN_TOTP_SECRET, TOTP_SECRET_CONTEXT), now);
  log.info('admin two-factor authentication enrolled from ADMIN_TOTP_SECRET');
}

/**
 * At boot: ADMIN_EMAIL + ADMIN_PASSWORD create that admin or reset its password, and
 * ADMIN_TOTP_SECRET enrols its TOTP. With no admin at all, creates admin@localhost with a one-time
 * password written to DATA_DIR/secrets/initial-admin-password (mode 0600); only that path is
 * logged, since logs are shipped and kept elsewhere.
 */
export async function bootstrapAdmin(db: Database, env: BootstrapEnv, log: Log, now: Date): Promise<void> {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const outcome = await upsertAdminPassword(db, env.ADMIN_EMAIL, await hashPassword(env.ADMIN_PASSWORD));
    log.info(
      outcome === 'created' ? 'admin user created from ADMIN_EMAIL' : 'admin password reset from ADMIN_PASSWORD',
    );
    if (env.ADMIN_TOTP_SECRET)
      await provisionTotp(
        db,
        { ...env, ADMIN_EMAIL: env.ADMIN_EMAIL, ADMIN_TOTP_SECRET: env.ADMIN_TOTP_SECRET },
        now,
        log,
      );
    return;
  }
  if ((await countAdmins(db)) > 0) return;
  const password = generatePassword();
  const file = path.join(env.DATA_DIR, 'secrets', INITIAL_PASSWORD_FILE);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  // writeFileSync keeps the mode of a file that already existed.
  chmodSync(file, 0o600);
  const expiresAt = new Date(now.getTime() + INITIAL_PASSWORD_TTL_MS);
  await upsertAdminPassword(db, DEFAULT_ADMIN_EMAIL, await hashPassword(password), expiresAt);
  log.info(
    `first start: admin ${DEFAULT_ADMIN_EMAIL} created; its one-time password is in ${file} ` +
      `until ${expiresAt.toISOString()} (sign in: you choose your own password, then enrol ` +
      'two-factor authentication; delete the file)',
  );
}
