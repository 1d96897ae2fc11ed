import { rmSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { ApiClient, type Account } from '../support/api.ts';
import type { E2E } from '../support/e2e.ts';
import { startServer } from '../support/server.ts';

/** 'YYYY-MM-DD' of the browser-local day `days` from today (the browser runs on this machine, in the organisation's time: e2e/vitest.config.ts). */
export function day(days = 0): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A secretary's own API session: everything goes through the HTTP API with her token, as the UI would. */
export class SecretaryApi {
  readonly account: Account;
  readonly token: string;
  private readonly api: ApiClient;

  constructor(api: ApiClient, account: Account, token: string) {
    this.api = api;
    this.account = account;
    this.token = token;
  }

  static async signIn(api: ApiClient, account: Account): Promise<SecretaryApi> {
    return new SecretaryApi(api, account, await api.login(account.email, account.password));
  }

  private async ok<T>(method: string, url: string, body?: unknown): Promise<T> {
    const { status, body: envelope } = await this.api.call<T>(method, url, this.token, body);
    if (status < 200 || status > 299) throw new Error(`${method} ${url} → ${status}: ${JSON.stringify(envelope)}`);
    return envelope.data;
  }

  meeting(theme: string, date: string, fields: { start?: string; end?: string; link?: string } = {}) {
    return this.ok<{ id: number }>('POST', '/api/meetings', {
      theme,
      event_date: date,
      event_start_time: fields.start ?? '10:00',
      event_end_time: fields.end ?? '11:00',
      ...(fields.link ? { link: fields.link } : {}),
    });
  }

  protocol(theme: string, date = day(-1)) {
    return this.ok<{ id: number; protocol_number: number }>('POST', '/api/protocols', { theme, event_date: date });
  }

  /** Reviewed, then saved as the final protocol: stage «Итоговый», status success. */
  async finalProtocol(theme: string): Promise<{ id: number }> {
    const protocol = await this.protocol(theme);
    await this.ok('POST', `/api/protocols/${protocol.id}/stage`, { stage: 'finish' });
    await this.ok('POST', `/api/protocols/${protocol.id}/final`, {
      final_transcript: [{ key: 'Решили', value: 'Утвердить отчёт.' }],
      location: 'Переговорная 1',
      city: 'Москва',
    });
    return protocol;
  }

  /** A task assigned to the secretary herself. */
  task(protocolId: number, essence: string, deadline: string) {
    return this.ok<{ id: number }>('POST', `/api/protocols/${protocolId}/tasks`, {
      responsible_id: this.account.id,
      essence,
      deadline,
    });
  }

  async doneTask(protocolId: number, essence: string, deadline: string): Promise<{ id: number }> {
    const task = await this.task(protocolId, essence, deadline);
    await this.ok('PUT', `/api/protocols/tasks/${task.id}`, { status: 'success' });
    return task;
  }
}

/**
 * Stops the file's server and starts it again on the same data: at start the server runs the task expiry job,
 * so tasks whose deadline day has passed become «Просрочено» as they would overnight.
 */
export async function restartServer(e2e: E2E, smtpUrl: string): Promise<void> {
  const previous = e2e.server;
  await previous.halt();
  e2e.server = await startServer({ template: previous.dataDir, smtpUrl });
  rmSync(previous.dataDir, { recursive: true, force: true });
  e2e.api = new ApiClient(e2e.server.url);
}

/** Polls `read` until it returns true (the expiry job runs in the background after a start). */
export async function eventually(read: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await read())) {
    if (Date.now() > deadline) throw new Error(`Условие не выполнилось за ${timeoutMs} мс`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The number on a counter tile (data-testid `stat-<id>`) inside `scope`. */
export async function statValue(scope: Page | Locator, id: string): Promise<number> {
  const text = await scope.getByTestId(`stat-${id}`).getByTestId('stat-value').textContent();
  return Number(text);
}
