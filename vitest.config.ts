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
    // Each test file in a fresh module graph (vitest's default) imported the server anew (179 s of vitest's import
    // time); files share a worker's modules instead, and the stage's CPU fell 538 → 378 s. A file that changes
    // something global (fake timers, stubbed globals) puts it back in its own after-hooks, as each of them does.
    isolate: false,
    // Most test files wait on a database, ffmpeg, a child process or a socket much of the time: with the imports gone
    // two workers left the 2 cores a third idle; three keep them busy (issue 26).
    maxWorkers: Math.max(3, availableParallelism()),
  },
});
