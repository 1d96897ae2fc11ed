import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ApiClient } from './api.ts';
import { startMailbox, type Mailbox } from './mailbox.ts';
import { repoRoot, startServer, type RunningServer } from './server.ts';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The browser's own language decides how native date and time inputs read (24-hour times in Russian).
  '--lang=ru-RU',
  '--disable-quic',
];

/** Everything one test file works with: its own server, mailbox and browser, and a fresh page per test. */
export interface E2E {
  server: RunningServer;
  mailbox: Mailbox;
  api: ApiClient;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Opens another isolated browser session (own localStorage), closed after the test. */
  newSession(): Promise<Page>;
}

const resultsDir = path.join(repoRoot, 'test-results');

function screenshotName(file: string, test: string, index: number): string {
  const base = `${path.basename(file, '.e2e.ts')}--${test}`.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 150);
  return index === 0 ? `${base}.png` : `${base}--${index + 1}.png`;
}

export interface E2EOptions {
  serverEnv?: Record<string, string>;
  /** Chromium flags on top of CHROMIUM_ARGS (the recording tests' fake microphone). */
  browserArgs?: string[];
}

export function useE2E(options: E2EOptions = {}): E2E {
  const e2e = {} as E2E;
  let extraContexts: BrowserContext[] = [];

  const newContext = () =>
    e2e.browser.newContext({ baseURL: e2e.server.url, locale: 'ru-RU', viewport: { width: 1280, height: 800 } });

  beforeAll(async () => {
    e2e.mailbox = await startMailbox();
    const [server, browser] = await Promise.all([
      startServer({ template: inject('dataTemplate'), smtpUrl: e2e.mailbox.url, env: options.serverEnv }),
      chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...(options.browserArgs ?? [])] }),
    ]);
    e2e.server = server;
    e2e.browser = browser;
    e2e.api = new ApiClient(server.url);
  });

  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.server?.stop();
    await e2e.mailbox?.close();
  });

  beforeEach(async () => {
    e2e.context = await newContext();
    e2e.context.setDefaultTimeout(15_000);
    e2e.page = await e2e.context.newPage();
    e2e.newSession = async () => {
      const context = await newContext();
      context.setDefaultTimeout(15_000);
      extraContexts.push(context);
      return context.newPage();
    };
  });

  afterEach(async ({ task }) => {
    const contexts = [e2e.context, ...extraContexts];
    if (task.result?.state === 'fail') {
      mkdirSync(resultsDir, { recursive: true });
      const pages = contexts.flatMap((context) => context.pages());
      const files: string[] = [];
      for (const [index, page] of pages.entries()) {
        const file = path.join(resultsDir, screenshotName(task.file.name, task.name, index));
        const taken = await page.screenshot({ path: file, fullPage: true }).then(
          () => true,
          () => false,
        );
        if (taken) files.push(`${file} (${page.url()})`);
      }
      console.error(`Снимки экрана:\n${files.join('\n')}\nВывод сервера:\n${e2e.server.output().slice(-4000)}`);
    }
    await Promise.all(contexts.map((context) => context.close()));
    extraContexts = [];
  });

  return e2e;
}
