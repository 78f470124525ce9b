// Writes docs/openapi.json from the route schemas: `npm run openapi:update` after an intended API
// change, so the change shows in review as a diff of the committed document.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { loadEnv } from '#server/env.ts';
import { OPENAPI_SNAPSHOT, openApiDocument } from '#server/plugins/openapi-snapshot.ts';

const db = await openDatabase({ driver: 'pglite' });
await runMigrations(db);
const env = loadEnv({
  NODE_ENV: 'test',
  DATA_DIR: path.resolve('.tmp/openapi'),
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
});
const app = await buildApp({ env, db, siteRoot: null, backgroundJobs: false });
await app.ready();
writeFileSync(OPENAPI_SNAPSHOT, openApiDocument(app));
await app.close();
await db.close();
console.log(`wrote ${path.relative(process.cwd(), OPENAPI_SNAPSHOT)}`);
