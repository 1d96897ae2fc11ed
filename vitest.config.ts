import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/**/*.test.ts', 'apps/**/*.test.tsx', 'packages/**/*.test.ts', 'bench/**/*.test.ts'],
    // Need a PostgreSQL server (two API processes cannot share an embedded database; only a server loses
    // connections): `npm run test:scale-out`.
    exclude: ['**/node_modules/**', '**/dist/**', 'apps/server/src/scale-out.test.ts', 'apps/server/src/**/*.pg.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most test files wait on a database, ffmpeg or a socket much of the time: on 2 cores vitest's default of one
    // worker (cores - 1) leaves a core idle; two files at a time take the suite's wall time down (issue 26).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
