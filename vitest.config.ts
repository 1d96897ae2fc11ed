import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/**/*.test.ts', 'apps/**/*.test.tsx', 'packages/**/*.test.ts'],
    // Needs a PostgreSQL server (two API processes cannot share an embedded database): `npm run test:scale-out`.
    exclude: ['**/node_modules/**', '**/dist/**', 'apps/server/src/scale-out.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
