import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { dbOptionsFromEnv, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { systemClock } from './lib/clock.ts';
import { EnvError, loadEnv, type Env } from './env.ts';
import { bootstrapAdmin } from './modules/admin/admin-bootstrap.ts';

function readEnv(): Env {
  try {
    return loadEnv();
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
await bootstrapAdmin(db.db, env, { info: (message) => console.log(message) }, systemClock.now());
const app = await buildApp({ env, db, closeDbOnShutdown: true });

// SIGINT/SIGTERM: stop accepting, let in-flight requests finish (10 s at most), close the database.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`Site ready at ${env.PUBLIC_URL} (database: ${db.driver})`);
