import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    // The tests, their servers and their browsers keep the organisation's time (Europe/Moscow, the server's default),
    // as its users do: on the machine's UTC the browser's «today» was a day behind the organisation's from 21:00 to
    // midnight, and a week the server had begun was still ahead for the page (the manager's weekly chart).
    env: { TZ: 'Europe/Moscow' },
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own server, data directory, mailbox and browser: two files at a time use both cores of
    // CI's machine (one file leaves one mostly idle while its server or browser waits) and take the browser stage's
    // wall time from ~18 to ~11 minutes (issue 26).
    maxWorkers: 2,
    // A browser under CI load can take seconds for what takes 100 ms on a quiet machine; 1 s (vitest's default) made
    // waits like «the table shows 3 rows» fail while nothing was wrong. A real failure still fails, 10 s later.
    expect: { poll: { timeout: 10_000 } },
  },
});
