// npm run admin -- create|reset EMAIL
// Creates an admin user or resets its password (ending its sessions). Asks for the password on a
// terminal without echo, twice (empty = generate one); otherwise generates one and prints it once.
import { z } from 'zod';
import { runMigrations } from '../db/migrate.ts';
import { loadEnv } from '../env.ts';
import { findAdminByEmail, upsertAdminPassword } from '#server/modules/admin/index.ts';
import { newPasswordProblem } from '#server/modules/auth/index.ts';
import { generatePassword, hashPassword, MIN_ADMIN_PASSWORD_LENGTH } from '#server/modules/auth/index.ts';
import { openCliDatabase } from './open-cli-database.ts';
import { readSecret } from './read-secret.ts';

const USAGE = 'Usage: npm run admin -- create|reset EMAIL';

async function askPassword(): Promise<string | null> {
  if (!process.stdin.isTTY) return null;
  const answer = await readSecret(
    `New password (at least ${MIN_ADMIN_PASSWORD_LENGTH} characters; empty to generate one): `,
    process.stdin,
    process.stdout,
  );
  if (!answer.trim()) return null;
  const again = await readSecret('Repeat the password: ', process.stdin, process.stdout);
  if (again !== answer) throw new Error('The two passwords differ.');
  return answer;
}

async function main(): Promise<number> {
  const [command, emailArg] = process.argv.slice(2);
  const email = z.email().safeParse(emailArg?.trim().toLowerCase());
  if ((command !== 'create' && command !== 'reset') || !email.success) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv();
  const handle = await openCliDatabase(env);
  if (!handle) return 1;
  try {
    await runMigrations(handle);
    const existing = await findAdminByEmail(handle.db, email.data);
    if (command === 'create' && existing) {
      console.error(`An admin with the email ${email.data} already exists: use reset.`);
      return 1;
    }
    if (command === 'reset' && !existing) {
      console.error(`No admin with the email ${email.data}: use create.`);
      return 1;
    }
    const typed = await askPassword().catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    );
    if (typed instanceof Error) {
      console.error(typed.message === 'cancelled' ? 'Cancelled; nothing changed.' : typed.message);
      return 1;
    }
    if (typed !== null && typed.length < MIN_ADMIN_PASSWORD_LENGTH) {
      console.error(`The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`);
      return 1;
    }
    const weak = typed === null ? null : newPasswordProblem(typed, email.data);
    if (weak) {
      console.error(`${weak}; nothing changed.`);
      return 1;
    }
    const password = typed ?? generatePassword();
    const outcome = await upsertAdminPassword(handle.db, email.data, await hashPassword(password));
    console.log(
      outcome === 'created'
        ? `Admin ${email.data} created; sign in at ${env.PUBLIC_URL}/admin/login`
        : `Password of ${email.data} reset; its sessions were ended. Sign in at ${env.PUBLIC_URL}/admin/login`,
    );
    if (typed === null) console.log(`Generated password (shown once): ${password}`);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
