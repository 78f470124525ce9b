import { defineConfig } from 'vitest/config';

// Server tests run once on the embedded database and, when TEST_DATABASE_URL is set, again on
// PostgreSQL: the same files, both drivers.
const pgUrl = process.env.TEST_DATABASE_URL;
const shared = { globalSetup: ['tests/support/global-setup.ts'], testTimeout: 20_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'pglite',
          include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts'],
          env: { TEST_DB_DRIVER: 'pglite' },
        },
      },
      ...(pgUrl
        ? [
            {
              test: {
                ...shared,
                name: 'postgres',
                include: ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts'],
                env: { TEST_DB_DRIVER: 'pg', TEST_DATABASE_URL: pgUrl },
              },
            },
          ]
        : []),
    ],
  },
});
