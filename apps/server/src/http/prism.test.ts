import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../test/app.ts';
import { freePort } from '../test/server-process.ts';
import { protocolBody } from '../test/protocols.ts';

/**
 * The API contract as a client nobody here wrote reads it (issue 26): the app listens on a port, Stoplight Prism's
 * validating proxy stands in front of it with the app's own OpenAPI document, and a scripted session of every role
 * goes through the proxy. Prism checks each request and each answer against the document and names what differs in
 * the `sl-violations` header: a valid request must come back with none, a deliberately invalid one with the
 * request's own violation only (never one of the answer). One operation's answer is declared wrong in Prism's copy of
 * the document, and its real answer must be flagged: the proxy does check answers.
 */

const prismCli = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');

interface Violation {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}
interface Exchange {
  call: string;
  status: number;
  expected: number;
  violations: Violation[];
  /** A request the session sends wrong on purpose (bad body, no token): Prism should say so of the request. */
  invalidRequest: boolean;
}

/** The one path whose copy of the document is made wrong on purpose, to see that Prism checks answers too. */
const DECOY = '/api/speech/readiness';
interface DecoyDocument {
  paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>;
}

/** The document as the app serves it, except that DECOY's answer is declared as a string: its real answer must be flagged. */
function withDecoy(document: DecoyDocument): DecoyDocument {
  const copy = structuredClone(document);
  copy.paths[DECOY]!.get.responses['200']!.content['application/json']!.schema = { type: 'string' };
  return copy;
}

async function startPrism(documentFile: string, upstream: string, port: number): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(
    process.execPath,
    [prismCli, 'proxy', documentFile, upstream, '--errors=false', '--host', '127.0.0.1', '--port', String(port)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SCARF_ANALYTICS: 'false', DO_NOT_TRACK: '1' },
    },
  );
  let output = '';
  const keep = (data: Buffer) => {
    output = (output + data.toString('utf8')).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) break;
    if (output.includes('Prism is listening')) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`prism did not start: ${output}`);
}

describe('a scripted session through Prism’s validating proxy', () => {
  let t: TestApp;
  let prism: ChildProcess;
  let base: string;
  let dir: string;
  const exchanges: Exchange[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const upstream = await t.app.listen({ host: '127.0.0.1', port: 0 });
    dir = mkdtempSync(path.join(os.tmpdir(), 'prism-'));
    const documentFile = path.join(dir, 'openapi.json');
    writeFileSync(documentFile, JSON.stringify(withDecoy(t.app.swagger() as unknown as DecoyDocument)));
    ({ child: prism, base } = await startPrism(documentFile, upstream, await freePort()));
  }, 180_000);

  afterAll(async () => {
    prism?.kill('SIGTERM');
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** One request through the proxy; JSON bodies as JSON, a token as the bearer. */
  async function call(
    method: string,
    url: string,
    options: {
      token?: string | null;
      body?: unknown;
      invalidRequest?: boolean;
      expected: number;
    },
  ): Promise<{
    status: number;
    json: { data: never; errors: Record<string, string[]> } | null;
    text: string;
  }> {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const header = response.headers.get('sl-violations');
    const text = await response.text();
    exchanges.push({
      call: `${method} ${url}`,
      status: response.status,
      expected: options.expected,
      violations: header ? (JSON.parse(header) as Violation[]) : [],
      invalidRequest: options.invalidRequest ?? false,
    });
    const isJson = (response.headers.get('content-type') ?? '').startsWith('application/json');
    return {
      status: response.status,
      json: isJson && text ? JSON.parse(text) : null,
      text,
    };
  }

  async function signIn(user: TestUser): Promise<string> {
    const answer = await call('POST', '/api/login', {
      body: { email: user.email, password: user.password },
      expected: 200,
    });
    return (answer.json!.data as { token: string }).token;
  }

  it('every role’s main flows and error answers: 0 violations of the document', async () => {
    const adminUser = await createUser(t.app, 'admin');
    const managerUser = await createUser(t.app, 'manager');
    const secretaryUser = await createUser(t.app, 'secretary', {
      manager_id: managerUser.id,
      full_name: 'Смирнова Анна Петровна',
    });
    const otherSecretaryUser = await createUser(t.app, 'secretary', {
      full_name: 'Кузнецов Дмитрий',
    });
    const externalUser = await createUser(t.app, 'external', {
      full_name: 'Внешний Эксперт',
    });

    // Sign-in and the current user, for every role that signs in (an external member is only named: members, tasks).
    const admin = await signIn(adminUser);
    const manager = await signIn(managerUser);
    const secretary = await signIn(secretaryUser);
    let other = await signIn(otherSecretaryUser);
    for (const token of [admin, manager, secretary, other]) await call('GET', '/api/me', { token, expected: 200 });
    // A refresh voids the token it replaces: the session goes on with the new one.
    other = ((await call('POST', '/api/refresh', { token: other, expected: 200 })).json!.data as { token: string }).token;

    // Settings and the directory (admin).
    await call('GET', '/api/settings', { token: admin, expected: 200 });
    const settings = {
      organization_name: 'ООО «Ромашка»',
      timezone: 'Europe/Moscow',
      protocol_numbering: 'yearly',
    };
    await call('PUT', '/api/settings', {
      token: admin,
      body: settings,
      expected: 200,
    });
    await call('GET', '/api/users?page=1', { token: admin, expected: 200 });
    const created = await call('POST', '/api/users', {
      token: admin,
      body: {
        full_name: 'Лебедева Ольга Игоревна',
        email: 'lebedeva@example.com',
        role: 'secretary',
        password: 'secret123',
        manager_id: managerUser.id,
      },
      expected: 201,
    });
    const newUserId = (created.json!.data as { id: number }).id;
    await call('GET', `/api/users/${newUserId}`, {
      token: admin,
      expected: 200,
    });
    await call('PUT', `/api/users/${newUserId}`, {
      token: admin,
      body: { position: 'Секретарь' },
      expected: 200,
    });
    await call('GET', '/api/speech', { token: admin, expected: 200 });
    await call('GET', '/api/speech/readiness', { token: admin, expected: 200 });
    await call('GET', '/api/speech/engines', {
      token: secretary,
      expected: 200,
    });

    // Keywords (secretary).
    await call('GET', '/api/keywords', { token: secretary, expected: 200 });
    const keyword = await call('POST', '/api/keywords', {
      token: secretary,
      body: { title: 'Бюджет', phrase: 'бюджет на год' },
      expected: 201,
    });
    await call('POST', '/api/keywords/preview', {
      token: secretary,
      body: { text: 'Обсудили бюджет на год и сроки.' },
      expected: 200,
    });

    // Meetings.
    const meeting = await call('POST', '/api/meetings', {
      token: secretary,
      body: {
        theme: 'Планёрка отдела закупок',
        description: 'Итоги недели',
        link: 'https://meet.example.com/room',
        event_date: '2026-12-07',
        event_start_time: '10:00',
        event_end_time: '11:00',
        members: [{ member_id: externalUser.id }],
      },
      expected: 201,
    });
    const meetingId = (meeting.json!.data as { id: number }).id;
    await call('GET', '/api/meetings?start_date_at=2026-12-01&end_date_at=2026-12-31', { token: secretary, expected: 200 });
    await call('GET', `/api/meetings/${meetingId}`, {
      token: secretary,
      expected: 200,
    });
    await call('PUT', `/api/meetings/${meetingId}`, {
      token: secretary,
      body: { description: 'Итоги месяца', notify: false },
      expected: 200,
    });
    await call('GET', '/api/calendar/feed', {
      token: secretary,
      expected: 200,
    });

    // Protocols: create, read, edit, members, sections, stage.
    const protocol = await call('POST', '/api/protocols', {
      token: secretary,
      body: protocolBody(),
      expected: 201,
    });
    const protocolId = (protocol.json!.data as { id: number }).id;
    await call('GET', '/api/protocols?page=1&limit=15', {
      token: secretary,
      expected: 200,
    });
    await call('GET', `/api/protocols/${protocolId}`, {
      token: secretary,
      expected: 200,
    });
    await call('PUT', `/api/protocols/${protocolId}`, {
      token: secretary,
      body: { location: 'Переговорная 2' },
      expected: 200,
    });
    await call('POST', `/api/protocols/${protocolId}/members`, {
      token: secretary,
      body: { member_id: externalUser.id },
      expected: 201,
    });
    await call('GET', `/api/protocols/${protocolId}/members`, {
      token: secretary,
      expected: 200,
    });
    await call('PUT', `/api/protocols/${protocolId}/sections`, {
      token: secretary,
      body: {
        sections: [{ key: 'Бюджет', value: 'Обсудили бюджет на год.' }],
      },
      expected: 200,
    });
    await call('GET', `/api/protocols/${protocolId}/documents/preview`, {
      token: secretary,
      expected: 200,
    });

    // Tasks and the register of assignments.
    const task = await call('POST', `/api/protocols/${protocolId}/tasks`, {
      token: secretary,
      body: {
        responsible_id: externalUser.id,
        essence: 'Подготовить смету на год',
        deadline: '2026-12-20',
      },
      expected: 201,
    });
    const taskId = (task.json!.data as { id: number }).id;
    await call('GET', `/api/protocols/${protocolId}/tasks`, {
      token: secretary,
      expected: 200,
    });
    await call('GET', '/api/protocols/tasks?page=1&status=process', {
      token: secretary,
      expected: 200,
    });
    await call('PUT', `/api/protocols/tasks/${taskId}`, {
      token: secretary,
      body: { deadline: '2026-12-25' },
      expected: 200,
    });
    await call('GET', '/api/assignments?page=1&sort=deadline', {
      token: secretary,
      expected: 200,
    });
    await call('GET', '/api/assignments/filters', {
      token: secretary,
      expected: 200,
    });
    await call('GET', '/api/assignments/export/csv', {
      token: secretary,
      expected: 200,
    });
    await call('GET', `/api/assignments/export/ics?responsible_id=${externalUser.id}`, { token: secretary, expected: 200 });
    await call('POST', '/api/assignments/bulk', {
      token: secretary,
      body: { ids: [taskId], status: 'success' },
      expected: 200,
    });
    await call('GET', '/api/protocols/tasks?page=1', {
      token: manager,
      expected: 200,
    });

    // Search, for a secretary and for the admin (who finds people too).
    await call('GET', `/api/search?q=${encodeURIComponent('смета')}`, {
      token: secretary,
      expected: 200,
    });
    await call('GET', `/api/search?q=${encodeURIComponent('Лебедева')}`, {
      token: admin,
      expected: 200,
    });
    await call('GET', `/api/search?q=${encodeURIComponent('бюджет')}&kind=protocol`, { token: manager, expected: 200 });

    // The manager's statistics and drill-down.
    await call('GET', '/api/stats/manager/all', {
      token: manager,
      expected: 200,
    });
    await call('GET', '/api/stats/manager/secretaries', {
      token: manager,
      expected: 200,
    });
    await call('GET', `/api/stats/secretary/${secretaryUser.id}/entities`, {
      token: manager,
      expected: 200,
    });
    await call('GET', `/api/protocols?page=1&secretary_id=${secretaryUser.id}`, { token: manager, expected: 200 });
    await call('GET', `/api/protocols/tasks?page=1&secretary_id=${secretaryUser.id}&as_of=2026-12-01`, { token: manager, expected: 200 });

    // Errors: 401 without a token, 403 for a role, 404 for another's object, 409 for a state, 422 with field errors.
    await call('GET', '/api/me', { invalidRequest: true, expected: 401 });
    await call('GET', '/api/protocols', {
      token: 'not-a-token',
      expected: 401,
    });
    await call('PUT', '/api/settings', {
      token: manager,
      body: settings,
      expected: 403,
    });
    await call('GET', '/api/stats/manager/all', {
      token: secretary,
      expected: 403,
    });
    await call('PUT', '/api/settings', {
      token: secretary,
      body: settings,
      expected: 403,
    });
    await call('GET', `/api/protocols/${protocolId}`, {
      token: other,
      expected: 404,
    });
    await call('GET', '/api/protocols/999999', {
      token: secretary,
      expected: 404,
    });
    await call('GET', `/api/meetings/${meetingId}`, {
      token: other,
      expected: 404,
    });
    await call('DELETE', `/api/protocols/tasks/${taskId}`, {
      token: other,
      expected: 404,
    });
    await call('POST', '/api/login', {
      body: { email: adminUser.email, password: 'wrong-password' },
      expected: 401,
    });
    await call('GET', '/api/assignments/export/ics', {
      token: secretary,
      expected: 422,
    });
    await call('POST', '/api/protocols', {
      token: secretary,
      body: { theme: '' },
      invalidRequest: true,
      expected: 422,
    });
    await call('POST', `/api/protocols/${protocolId}/tasks`, {
      token: secretary,
      body: { essence: 'Без срока' },
      invalidRequest: true,
      expected: 422,
    });
    await call('GET', '/api/search?q=', {
      token: secretary,
      invalidRequest: true,
      expected: 422,
    });

    // Tidying up: deletions answer too.
    const keywordId = keyword.json!.data as { id: number }[] | { id: number } as { id: number } | { id: number }[];
    const firstKeyword = Array.isArray(keywordId) ? keywordId[0]! : keywordId;
    await call('DELETE', `/api/keywords/${firstKeyword.id}`, {
      token: secretary,
      expected: 200,
    });
    await call('DELETE', `/api/protocols/tasks/${taskId}`, {
      token: secretary,
      expected: 200,
    });
    await call('DELETE', `/api/meetings/${meetingId}`, {
      token: secretary,
      expected: 200,
    });
    await call('POST', '/api/logout', { token: other, expected: 200 });

    const decoy = exchanges.filter((exchange) => exchange.call === `GET ${DECOY}`);
    expect(decoy.length).toBe(1);
    expect(decoy[0]!.violations.filter((violation) => violation.location[0] === 'response').length).toBeGreaterThan(0);
    const answerViolations = exchanges
      .filter((exchange) => exchange !== decoy[0])
      .flatMap((exchange) =>
        exchange.violations
          .filter((violation) => violation.location[0] !== 'request')
          .map((violation) => `${exchange.call} → ${exchange.status}: ${violation.location.join('.')} ${violation.message}`),
      );
    const requestViolations = exchanges
      .filter((exchange) => !exchange.invalidRequest)
      .flatMap((exchange) =>
        exchange.violations
          .filter((violation) => violation.location[0] === 'request')
          .map((violation) => `${exchange.call}: ${violation.location.join('.')} ${violation.message}`),
      );
    const unexpected = exchanges.filter((e) => e.status !== e.expected).map((e) => `${e.call}: ${e.status}, not ${e.expected}`);
    expect(unexpected).toEqual([]);
    console.info(`prism: ${exchanges.length} requests, ${exchanges.reduce((sum, e) => sum + e.violations.length, 0)} violations reported`);
    expect(exchanges.length).toBeGreaterThanOrEqual(60);
    expect(answerViolations).toEqual([]);
    expect(requestViolations).toEqual([]);
    // The proxy does check: each request sent wrong on purpose was named.
    for (const exchange of exchanges.filter((e) => e.invalidRequest)) {
      expect(exchange.violations.length, exchange.call).toBeGreaterThan(0);
    }
  }, 120_000);
});
