// npm run lender-user -- create LENDER_ID EMAIL
// Creates a user of a lender on the panel (file or back office) for the lender portal, with a one-time password printed
// once: it works for 24 hours and once, in the first sign-in, which replaces it by the user's own
// and then asks for an authenticator (decision 080). The back office's POST
// /api/admin/lenders/:id/users does the same.
import { z } from 'zod';
import { runMigrations } from '../db/migrate.ts';
import { loadEnv } from '../env.ts';
import { knownLender } from '#server/modules/lenders/directory/index.ts';
import { loadPanelConfig } from '#server/modules/lenders/directory/index.ts';
import { SANDBOX_LENDERS } from '#server/modules/lenders/panel/index.ts';
import { provisionLenderUser } from '#server/modules/lenders/portal/index.ts';
import { openCliDatabase } from './open-cli-database.ts';

const USAGE = 'Usage: npm run lender-user -- create LENDER_ID EMAIL';

async function main(): Promise<number> {
  const [command, lenderId, emailArg] = process.argv.slice(2);
  const email = z.email().safeParse(emailArg?.trim().toLowerCase());
  if (command !== 'create' || !lenderId || !email.success) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv();
  // The sandbox panel runs on the default job queue ('lead-delivery', as panel-config defaults it).
  const panel: { jobQueue: string; lenders: readonly { id: string }[] } =
    env.LENDER_PANEL === 'sandbox'
      ? { jobQueue: 'lead-delivery', lenders: SANDBOX_LENDERS }
      : loadPanelConfig(env.LENDER_PANEL, { production: env.NODE_ENV === 'production' });
  const handle = await openCliDatabase(env, (url) => `Or add the user in the back office: ${url}/admin/lenders`);
  if (!handle) return 1;
  try {
    await runMigrations(handle);
    // The file's lenders and those made in the back office (decision 098).
    if (!(await knownLender(handle.db, panel, lenderId))) {
      console.error(`No lender ${lenderId} on the panel (${env.LENDER_PANEL}).`);
      return 1;
    }
    const user = await provisionLenderUser(handle.db, { lenderId, email: email.data, now: new Date() }).catch(
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    if (user instanceof Error) {
      console.error(user.message);
      return 1;
    }
    console.log(`Lender user ${user.email} created for ${lenderId}; sign in at ${env.PUBLIC_URL}/lenders/login`);
    console.log(`One-time password (shown once, valid until ${user.expiresAt.toISOString()}): ${user.oneTimePassword}`);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
