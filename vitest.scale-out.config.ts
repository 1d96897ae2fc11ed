import { defineConfig } from 'vitest/config';

/**
 * The tests that need a PostgreSQL server (TEST_DATABASE_URL or 127.0.0.1:5432): the scale-out test (2 API
 * processes + 1 worker on PostgreSQL and S3) and the `*.pg.test.ts` ones (connections lost and found again).
 */
export default defineConfig({
  test: { include: ['apps/server/src/scale-out.test.ts', 'apps/server/src/**/*.pg.test.ts'], testTimeout: 120_000, hookTimeout: 120_000, pool: 'forks' },
});
