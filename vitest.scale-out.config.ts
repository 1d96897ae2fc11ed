import { defineConfig } from 'vitest/config';

/** The scale-out test alone: 2 API processes + 1 worker on PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432) and S3. */
export default defineConfig({
  test: { include: ['apps/server/src/scale-out.test.ts'], testTimeout: 120_000, hookTimeout: 120_000, pool: 'forks' },
});
