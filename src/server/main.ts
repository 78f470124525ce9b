import './site-config-boot.ts';
import closeWithGrace from 'close-with-grace';
import { company } from '#shared/company.ts';
import { SAMPLE_SITE_CONFIG, siteConfig } from '#shared/site-config.ts';
import { assertProductionReady } from './config/production-check.ts';
import { buildApp } from './app.ts';
import { dbOptionsFromEnv, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { EnvError, loadEnv, type Env } from './env.ts';
import { KeyCheckError, verifyKey } from './lib/key-check.ts';
import { bootstrapAdmin } from './modules/admin/admin-bootstrap.ts';

function readEnv(): Env {
  try {
    const env = loadEnv();
    const { maxAmount: amount, maxTerm: term } = company.loanRange;
    assertProductionReady(env, siteConfig, SAMPLE_SITE_CONFIG, { amount, term });
    return env;
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = readEnv();
const db = await openDatabase(dbOptionsFromEnv(env));
await runMigrations(db);
try {
  await verifyKey(db.db, { name: 'DATA_KEY', keyHex: env.DATA_KEY, now: new Date() });
} catch (error) {
  if (!(error instanceof KeyCheckError)) throw error;
  console.error(error.message);
  await db.close();
  process.exit(1);
}
await bootstrapAdmin(db.db, env, { info: (message) => console.log(message) });
const app = await buildApp({ env, db, closeDbOnShutdown: true });

// SIGINT/SIGTERM: stop accepting, let in-flight requests finish (10 s at most), close the database.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`Site ready at ${env.PUBLIC_URL} (database: ${db.driver})`);
