import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, createUser, type TestApp } from '../test/app.ts';
import { ContractChecker } from '../test/contract.ts';

/**
 * The OpenAPI document is the API's honest contract (issue 26): redocly finds no errors in it, every operation has
 * an operationId, a Russian summary, its success answer with a schema and the shared error answers; and every
 * answer of every API test is checked against it (test/contract.ts, installed by createTestApp).
 */

interface Operation {
  operationId?: string;
  summary?: string;
  responses: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const redoclyCli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const run = promisify(execFile);

describe('OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  let operations: { method: string; path: string; operation: Operation }[];

  beforeAll(async () => {
    t = await createTestApp();
    document = t.app.swagger() as unknown as Document;
    operations = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method, path: route, operation })),
    );
  });
  afterAll(() => t.close());

  it('passes redocly lint with 0 errors (recommended rules, offline)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const { stdout } = await run(process.execPath, [redoclyCli, 'lint', file, '--format=json', '--max-problems=10000'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as { problems: { ruleId: string; severity: string; message: string }[] };
      const errors = report.problems.filter((problem) => problem.severity === 'error');
      const warnings = report.problems.filter((problem) => problem.severity !== 'error');
      console.info(`redocly lint of ${operations.length} operations: ${errors.length} errors, ${warnings.length} warnings (${[...new Set(warnings.map((w) => w.ruleId))].join(', ')})`);
      expect(errors.map((error) => `${error.ruleId}: ${error.message}`)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('names its server and describes every operation: operationId, Russian summary, success and error answers', () => {
    expect(document.servers?.[0]?.url).toBe('http://localhost:3000');
    expect(operations.length).toBeGreaterThanOrEqual(85);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path: route, operation } of operations) {
      const where = `${method.toUpperCase()} ${route}`;
      expect(operation.summary, where).toMatch(/[А-Яа-яЁё]/);
      const success = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
      expect(success.length, where).toBeGreaterThan(0);
      for (const [, answer] of success) expect(Object.keys(answer.content ?? {}).length, where).toBeGreaterThan(0);
      const shared = [400, 401, 403, 404, 409, 422, 429, 503];
      for (const status of shared) {
        expect(operation.responses[status]?.content?.['application/json']?.schema, `${where} ${status}`).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
    }
  });

  it('answers JSON success in the envelope with the data schema of its contract', () => {
    const list = document.paths['/api/protocols']!.get!.responses['200']!.content!['application/json']!.schema as {
      properties: { data: { properties: { data: { items: unknown } } } };
    };
    expect(list.properties.data.properties.data.items).toEqual({ $ref: '#/components/schemas/ProtocolListItem' });
    expect(document.paths['/api/protocols']!.post!.responses['201']).toBeDefined();
    expect(Object.keys(document.paths['/api/protocols/{id}/documents/pdf']!.get!.responses['200']!.content!)).toEqual([
      'application/pdf',
    ]);
  });

  it('finds an answer that drifts from the document: a changed type, a missing field, an undeclared status or type', async () => {
    const admin = await createUser(t.app, 'admin');
    const me = await api(t.app, admin, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    const checker = new ContractChecker(document);
    const answer = { method: 'GET', route: '/api/me', status: 200, contentType: 'application/json; charset=utf-8', body: me.body };
    expect(checker.check(answer)).toBeNull();

    const body = JSON.parse(me.body) as { data: Record<string, unknown> };
    expect(checker.check({ ...answer, body: JSON.stringify({ ...body, data: { ...body.data, id: String(body.data.id) } }) })).toMatch(
      /\/data\/id must be integer/,
    );
    const { email: _email, ...withoutEmail } = body.data;
    expect(checker.check({ ...answer, body: JSON.stringify({ ...body, data: withoutEmail }) })).toMatch(/email/);
    expect(checker.check({ ...answer, status: 418 })).toMatch(/статус не описан/);
    expect(checker.check({ ...answer, contentType: 'text/html' })).toMatch(/тип text\/html не из описанных/);
  });
});
