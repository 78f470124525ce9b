import './site-config-boot.ts';
import closeWithGrace from 'close-with-grace';
import { company } from '#shared/company.ts';
import { SAMPLE_SITE_CONFIG, siteConfig } from '#shared/site-config.ts';
import { assertProductionReady } from './config/production-check.ts';
import { buildApp } from './app.ts';
import { dbOptionsFromEnv, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { systemClock } from './lib/clock.ts';
import { EnvError, loadEnv, type Env } from './env.ts';
import { KeyCheckError, verifyKey } from './lib/key-check.ts';
import { bootstrapAdmin } from '#server/modules/admin/index.ts';
import { representativeAprProblem } from '#server/modules/lenders/ledger/index.ts';
import { drain } from './lib/drained.ts';
import { prepareDataDir } from './lib/private-files.ts';
import { tracingFromEnv } from './observability/tracing.ts';

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
// DATA_DIR holds the embedded database and the generated secrets (written 0600 by loadEnv): the
// folder and all in it private, and so is whatever this process writes from now on (issue 26.3).
prepareDataDir(env.DATA_DIR);
// Before the database and the app: their clients are created under the registered provider.
const tracing = tracingFromEnv(env);
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
await bootstrapAdmin(db.db, env, { info: (message) => console.log(message) }, systemClock.now());
// The compliance check's data half (CONC 3.5.5R): a warning, not a refusal; the back office shows it too.
const aprProblem =
  env.NODE_ENV === 'production'
    ? await representativeAprProblem(db.db, company.representativeApr, systemClock.now())
    : null;
if (aprProblem) console.warn(aprProblem);
const app = await buildApp({ env, db, closeDbOnShutdown: true, tracing });

// SIGINT/SIGTERM (decisions 016, 041): readiness turns 503 at once while requests are still served
// with `Connection: close`, so the load balancer moves traffic away and kept-alive clients
// reconnect elsewhere; then the server stops accepting and every connection closes after its
// answer (none is closed under a request); then close: in-flight requests finish, running jobs go
// back to the queue, the database closes. Past 10 s the process exits regardless.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'draining');
  app.lifecycle.beginDrain();
  if (!err) await drain(app.server, { listenMs: env.SHUTDOWN_DRAIN_SECONDS * 1000, settleMs: 1_000 });
  await app.close();
  await tracing?.shutdown();
});

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`Site ready at ${env.PUBLIC_URL} (database: ${db.driver})`);
