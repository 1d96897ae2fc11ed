import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A browser under CI load can take seconds for what takes 100 ms on a quiet machine; 1 s (vitest's default) made
    // waits like «the table shows 3 rows» fail while nothing was wrong. A real failure still fails, 10 s later.
    expect: { poll: { timeout: 10_000 } },
  },
});
