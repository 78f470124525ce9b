import { defineConfig } from 'vitest/config';

// Server tests run once on the embedded database and, when TEST_DATABASE_URL is set, again on
// PostgreSQL: the same files, both drivers. Their files share each worker's module cache
// (`isolate: false`, decision 145): the server is imported once per worker, not once per file,
// and what a file opens is closed when it ends (tests/support/file-end.ts). The screens' own unit
// tests stub browser globals, so they keep a fresh module cache per file.
const pgUrl = process.env.TEST_DATABASE_URL;
/**
 * Files that run a sweep over the whole database (`app.remarketing.runOnce`), or that assert what
 * one undoes (a replayed lender signature is refused while its claim is kept, and any inbound call
 * made on a clock minutes ahead drops the claims behind it): on the one shared PostgreSQL database
 * one file's sweep would act on another file's rows, so these run there one at a time, after the
 * other files (on PGlite each worker has its own database).
 */
const SWEEPS = [
  'src/server/modules/admin/messages/admin-campaigns.test.ts',
  'src/server/modules/admin/messages/admin-opt-outs.test.ts',
  'src/server/modules/applications/affordability-gate.test.ts',
  'src/server/modules/lenders/inbound/lender-inbound-signature.test.ts',
  'src/server/modules/lenders/inbound/inbound-check.test.ts',
  'src/server/modules/remarketing/remarketing*.test.ts',
];
const server = {
  globalSetup: ['tests/support/global-setup.ts'],
  setupFiles: ['tests/support/file-setup.ts'],
  isolate: false,
  include: ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};
const onPostgres = { ...server, env: { TEST_DB_DRIVER: 'pg', TEST_DATABASE_URL: pgUrl ?? '' } };

export default defineConfig({
  // "#emails" is the compiled email templates for Node, their source for tests (package.json "imports").
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}', 'src/shared/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      { test: { ...server, name: 'pglite', env: { TEST_DB_DRIVER: 'pglite' } } },
      ...(pgUrl
        ? [
            {
              test: {
                ...onPostgres,
                name: 'postgres',
                exclude: SWEEPS,
              },
            },
            {
              test: {
                ...onPostgres,
                name: 'postgres-sweeps',
                include: SWEEPS,
                fileParallelism: false,
                // Its own group, after the others: Vitest runs a group of one worker on its own.
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
    ],
  },
});
