import type { Database } from '#server/db/client.ts';
import { countAdmins, upsertAdminPassword } from './admin-users.repository.ts';
import { generatePassword, hashPassword } from './passwords.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

type Log = { info(message: string): void };

/**
 * At boot: ADMIN_EMAIL + ADMIN_PASSWORD create that admin or reset its password. With no admin at
 * all, creates admin@localhost with a one-time password printed once to the console (not the
 * structured log, which may be shipped elsewhere) so the operator can sign in and change it.
 */
export async function bootstrapAdmin(
  db: Database,
  env: { ADMIN_EMAIL?: string | undefined; ADMIN_PASSWORD?: string | undefined },
  log: Log,
  print: (text: string) => void = (text) => console.log(text),
): Promise<void> {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const outcome = await upsertAdminPassword(db, env.ADMIN_EMAIL, await hashPassword(env.ADMIN_PASSWORD));
    log.info(outcome === 'created' ? 'admin user created from ADMIN_EMAIL' : 'admin password reset from ADMIN_PASSWORD');
    return;
  }
  if ((await countAdmins(db)) > 0) return;
  const password = generatePassword();
  await upsertAdminPassword(db, DEFAULT_ADMIN_EMAIL, await hashPassword(password));
  print(
    [
      '',
      '================ first start: admin account created ================',
      `  email:    ${DEFAULT_ADMIN_EMAIL}`,
      `  password: ${password}`,
      '  Shown once. Sign in at /admin/login and enrol two-factor authentication,',
      '  or set ADMIN_EMAIL/ADMIN_PASSWORD, or run: npm run admin -- reset EMAIL',
      '=====================================================================',
      '',
    ].join('\n'),
  );
}
