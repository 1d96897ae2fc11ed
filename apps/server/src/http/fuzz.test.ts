import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../test/app.ts';
import { createMeeting, meetingBody } from '../test/meetings.ts';

/**
 * Issue 14, «Fuzz suite»: at least 1,000 malformed requests per family against every route of the OpenAPI
 * document, from every role and from nobody. Expected: no 5xx at all, and every error answer is the envelope with
 * a Russian `message` (and Russian field errors) — no English type names, no framework wording.
 *
 * Deterministic (a seeded generator), loopback only (app.inject), on the embedded database or on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: Record<string, { type?: string }>;
  body: Record<string, { type?: string }> | null;
}

interface Case extends InjectOptions {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  as?: TestUser | null;
}

/** mulberry32: the same cases on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CYRILLIC = /[А-Яа-яЁё]/;
/** Framework or zod wording that must never reach a client. */
const ENGLISH = /\b(string|number|integer|int|object|array|boolean|undefined|expected|received|invalid|required|error|bad request|not found|unsupported|too large|payload|must|cannot|exceed\w*|unexpected|body)\b/i;

function russian(text: unknown): boolean {
  return typeof text === 'string' && CYRILLIC.test(text) && !ENGLISH.test(text);
}

/** The problem with one answer, or null when it is fine. */
function verdict(status: number, body: string): string | null {
  if (status >= 500) return `status ${status}`;
  if (status < 400) return null;
  let parsed: { status?: unknown; message?: unknown; errors?: Record<string, unknown> };
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'not JSON';
  }
  if (parsed.status !== 'error') return 'no error envelope';
  if (!russian(parsed.message)) return `message not Russian: ${String(parsed.message)}`;
  for (const [field, list] of Object.entries(parsed.errors ?? {})) {
    for (const message of Array.isArray(list) ? list : [list]) {
      if (!russian(message)) return `field ${field} not Russian: ${String(message)}`;
    }
  }
  return null;
}

const NONEXISTENT_ID = '424242';

describe('fuzz: malformed requests on every route (issue 14)', { timeout: 180_000 }, () => {
  let t: TestApp;
  let operations: Operation[];
  let users: (TestUser | null)[];
  let validIds: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.app, 'admin');
    const manager = await createUser(t.app, 'manager');
    const secretary = await createUser(t.app, 'secretary', { manager_id: manager.id });
    users = [admin, manager, secretary, null];
    const meeting = await createMeeting(t.app, secretary, meetingBody());
    const protocol = await api(t.app, secretary, {
      method: 'POST',
      url: '/api/protocols',
      payload: { theme: 'Фаззинг', event_date: '2025-07-01', event_start_time: '10:00', director_id: manager.id, member_ids: [] },
    });
    validIds = {
      '/api/meetings/{id}': String(meeting.id),
      '/api/protocols/{id}/subtitles': String(protocol.json().data?.id ?? NONEXISTENT_ID),
      '/api/users/{id}': String(secretary.id),
    };
    const spec = t.app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: { type?: string } }[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: string }> } }> } }>>;
    };
    operations = [];
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const parameters = op.parameters ?? [];
        operations.push({
          method: method.toUpperCase(),
          path,
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
          body: op.requestBody?.content?.['application/json']?.schema?.properties ?? null,
        });
      }
    }
  });
  afterAll(() => t.close());

  /**
   * Logout and refresh would end the session the other cases use, and a signed-in GET /api/events opens an
   * endless stream (extra query keys are ignored): these are fuzzed without a session.
   */
  const withoutSession = new Set(['/api/logout', '/api/refresh', '/api/events']);
  const userFor = (op: Operation, index: number) => (withoutSession.has(op.path) ? null : users[index % users.length]!);

  /** Path with every parameter set: a real row for the file routes (so the parser is reached), else a missing one. */
  function url(op: Operation, overrides: Record<string, string> = {}): string {
    const real = op.method !== 'DELETE' ? validIds[op.path] : undefined;
    return op.path.replace(/\{(\w+)\}/g, (_, name: string) => overrides[name] ?? (name === 'id' && real ? real : NONEXISTENT_ID));
  }

  async function run(family: string, cases: Case[]) {
    const problems: string[] = [];
    const statuses: Record<number, number> = {};
    const slowest = { ms: 0, what: '' };
    const concurrency = 8;
    for (let i = 0; i < cases.length; i += concurrency) {
      await Promise.all(
        cases.slice(i, i + concurrency).map(async ({ as, ...options }) => {
          const started = performance.now();
          let timer: NodeJS.Timeout | undefined;
          const res = await Promise.race([
            api(t.app, as ?? null, options),
            new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 20_000))),
          ]);
          clearTimeout(timer);
          if (!res) {
            problems.push(`${options.method} ${options.url.slice(0, 120)} → no answer in 20 s`);
            return;
          }
          const ms = performance.now() - started;
          if (ms > slowest.ms) Object.assign(slowest, { ms, what: `${options.method} ${options.url.slice(0, 80)}` });
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          const problem = verdict(res.statusCode, res.body);
          if (problem && problems.length < 20) problems.push(`${options.method} ${options.url.slice(0, 120)} → ${problem}`);
        }),
      );
    }
    console.log(`fuzz ${family}: ${cases.length} requests, statuses ${JSON.stringify(statuses)}, slowest ${Math.round(slowest.ms)} ms ${slowest.what}`);
    expect(cases.length, family).toBeGreaterThanOrEqual(1000);
    expect(problems, family).toEqual([]);
  }

  /** Repeats `make` over the operations until at least `min` cases exist. */
  function cover(min: number, make: (op: Operation, round: number, index: number) => Case[]): Case[] {
    const cases: Case[] = [];
    for (let round = 0; cases.length < min; round++) {
      const before = cases.length;
      for (const op of operations) cases.push(...make(op, round, cases.length));
      if (cases.length === before) break;
    }
    return cases;
  }

  it('multipart: broken, truncated, oversized and misplaced form bodies', async () => {
    const rnd = random(1);
    const boundary = 'fuzzb';
    const part = (name: string, file?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n\r\n`;
    const bodies: ((r: number) => { payload: string | Buffer; headers: Record<string, string> })[] = [
      () => ({ payload: 'garbage', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }),
      () => ({ payload: `${part('file', 'a.bin')}unterminated`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }),
      () => ({ payload: `${part('file', 'a.bin')}x\r\n--${boundary}--\r\n`, headers: { 'content-type': 'multipart/form-data' } }),
      () => ({ payload: `${part('x')}1\r\n--${boundary}--\r\n`, headers: { 'content-type': 'multipart/form-data; boundary=' } }),
      () => ({ payload: `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }),
      () => ({ payload: `--${boundary}\r\nbroken header line\r\n\r\nx\r\n--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }),
      () => ({ payload: `${part('__proto__')}{"a":1}\r\n--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }),
      () => ({ payload: `${part('file', 'a.bin')}x\r\n${part('file', 'b.bin')}y\r\n--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }),
      () => ({ payload: `${part('unknown', 'evil.exe')}MZ\r\n--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }),
      () => ({ payload: `${part('_method')}PUT\r\n${part('theme')}a\u0000b\r\n--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }),
      () => ({ payload: `${part('x')}${'y'.repeat(1024 * 1024 + 10)}\r\n--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }),
      () => ({
        payload: `${part('file', 'a.bin')}x\r\n--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(6 * 1024 ** 3) },
      }),
      (r) => ({
        payload: Buffer.from(Array.from({ length: 64 + Math.floor(r * 512) }, () => Math.floor(rnd() * 256))),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      }),
      (r) => ({
        payload: `${part('_method')}PUT\r\n${part('members')}[{"member_id":${Math.floor(r * 1e12)}}]\r\n--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      }),
    ];
    const cases = cover(1000, (op, round, index) =>
      op.method === 'GET'
        ? []
        : bodies.map((body) => ({ method: op.method as Case['method'], url: url(op), as: userFor(op, index + round), ...body(rnd()) })),
    );
    await run('multipart', cases);
  });

  it('NUL bytes and broken Unicode in paths, queries, bodies and JSON bytes', async () => {
    /** Percent-encoded; a lone surrogate has no UTF-8 form, so it goes as the bytes of one (ED A0 80). */
    const enc = (value: string) => {
      try {
        return encodeURIComponent(value);
      } catch {
        return `x%ED%A0%80${value.length}`;
      }
    };
    const bad = ['a\u0000b', '\u0000', '\ud800', 'x\udc00y', '\ud83d'];
    const cases = cover(1000, (op, round, index) => {
      const out: Case[] = [];
      const as = userFor(op, index + round);
      const value = bad[round % bad.length]!;
      for (const name of op.pathParams) out.push({ method: op.method as Case['method'], url: url(op, { [name]: enc(value) }), as });
      for (const name of Object.keys(op.query)) {
        out.push({ method: op.method as Case['method'], url: `${url(op)}?${name}=${enc(value)}`, as });
      }
      if (op.body) {
        for (const name of Object.keys(op.body)) out.push({ method: op.method as Case['method'], url: url(op), as, payload: { [name]: value } });
        out.push({ method: op.method as Case['method'], url: url(op), as, payload: { [value]: 'x', nested: { deep: [value] } } });
        out.push({
          method: op.method as Case['method'],
          url: url(op),
          as,
          payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]),
          headers: { 'content-type': 'application/json' },
        });
      }
      out.push({ method: op.method as Case['method'], url: `${url(op)}?q=%00&%00=1&x=%ZZ`, as });
      return out;
    });
    await run('nul', cases);
  });

  it('ids out of range: 2^31, 2^53, negative, fractional, exponent, non-ASCII digits', async () => {
    const ids = ['2147483648', '4294967296', '9007199254740993', '99999999999999999999999999', '1e308', '-1', '0', '1.5', '0x10', '1e3', '١٢', ' 7', 'NaN', 'Infinity', '-0'];
    const numbers = [2147483648, 2 ** 53 + 2, 1e308, -1, 0, 1.5, -2147483649];
    const idField = /(^|_)(id|ids)$|position|page|limit|total_chunks|chunk_index/;
    const cases = cover(1000, (op, round, index) => {
      const out: Case[] = [];
      const as = userFor(op, index + round);
      const id = ids[round % ids.length]!;
      for (const name of op.pathParams) out.push({ method: op.method as Case['method'], url: url(op, { [name]: encodeURIComponent(id) }), as });
      for (const name of Object.keys(op.query)) {
        if (idField.test(name)) out.push({ method: op.method as Case['method'], url: `${url(op)}?${name}=${encodeURIComponent(id)}`, as });
      }
      for (const name of Object.keys(op.body ?? {})) {
        if (!idField.test(name)) continue;
        const n = numbers[round % numbers.length]!;
        out.push({ method: op.method as Case['method'], url: url(op), as, payload: { [name]: name.endsWith('ids') ? [n] : n } });
        out.push({ method: op.method as Case['method'], url: url(op), as, payload: { [name]: name.endsWith('ids') ? [String(n)] : String(n) } });
      }
      if (op.body?.members) out.push({ method: op.method as Case['method'], url: url(op), as, payload: { members: [{ member_id: numbers[round % numbers.length] }] } });
      if (op.body?.speakers) out.push({ method: op.method as Case['method'], url: url(op), as, payload: { speakers: [{ label: 'Спикер 1', user_id: numbers[round % numbers.length] }] } });
      if (op.body?.sections) out.push({ method: op.method as Case['method'], url: url(op), as, payload: { sections: [{ start: numbers[round % numbers.length] }] } });
      return out;
    });
    await run('huge ids', cases);
  });

  it('impossible dates and times: year 0, 9999, 30 February, 1899, 2101, out-of-range months and hours', async () => {
    const dates = ['0000-01-01', '9999-12-31', '2025-02-30', '2024-13-01', '1899-12-31', '2101-01-01', '+020000-01-01', '-000001-01-01', '2025-1-1', '01.07.2025', '2025-07-01T00:00:00Z', '', ' ', '2025-00-10', '2025-06-31'];
    const times = ['24:00', '23:60', '-1:00', '9:00', '10:00:00', '99:99', 'полдень'];
    const months = ['0000-01', '1899-12', '2101-01', '2026-13', '2026-00', '-2026-01', '99999-01'];
    const dateField = /date|deadline/;
    const timeField = /_time$/;
    const cases = cover(1000, (op, round, index) => {
      const out: Case[] = [];
      const as = userFor(op, index + round);
      const date = dates[round % dates.length]!;
      const time = times[round % times.length]!;
      for (const name of Object.keys(op.query)) {
        let value: string | null = null;
        if (dateField.test(name)) value = date;
        else if (timeField.test(name)) value = time;
        else if (name === 'month') value = months[round % months.length]!;
        if (value !== null) {
          out.push({ method: op.method as Case['method'], url: `${url(op)}?${name}=${encodeURIComponent(value)}&start_date_at=2025-01-01&end_date_at=${encodeURIComponent(date)}`, as });
        }
      }
      for (const name of Object.keys(op.body ?? {})) {
        if (dateField.test(name)) out.push({ method: op.method as Case['method'], url: url(op), as, payload: { [name]: date, event_start_time: '10:00', event_end_time: '11:00' } });
        if (timeField.test(name)) out.push({ method: op.method as Case['method'], url: url(op), as, payload: { [name]: time, event_date: '2025-07-01' } });
      }
      return out;
    });
    await run('dates', cases);
  });

  it('time zones: unknown names, aliases, bare offsets of every sign, and statistics under each saved zone', async () => {
    const admin = users[0]!;
    const secretary = users[2]!;
    const rnd = random(5);
    const zones: string[] = ['US/Pacific-New', 'Moscow/Europe', 'Europe/Moskva', 'Mars/Olympus', '', ' ', 'UTC+99', 'GMT+25', '+24:00', '+05:30', '+03:61', 'Etc/GMT+13', 'Etc/GMT-15', 'Europe/Moscow\u0000', 'EST5EDT,M3.2.0,M11.1.0', '../../etc/passwd', 'Z', '+03:00', '-03:00', 'UTC+3', 'GMT-5', 'Europe/Kiev', 'UTC'];
    for (let h = -14; h <= 14; h++) zones.push(`${h < 0 ? '-' : '+'}${String(Math.abs(h)).padStart(2, '0')}:00`, `UTC${h < 0 ? '-' : '+'}${Math.abs(h)}`);
    while (zones.length < 250) zones.push(Array.from({ length: 1 + Math.floor(rnd() * 20) }, () => String.fromCharCode(32 + Math.floor(rnd() * 95))).join(''));
    const cases: Case[] = [];
    for (const zone of zones) {
      cases.push({ method: 'PUT', url: '/api/settings', as: admin, payload: { organization_name: 'Фаззинг', timezone: zone } });
      cases.push({ method: 'GET', url: `/api/stats/secretary/${secretary.id}/tasks`, as: secretary });
      cases.push({ method: 'GET', url: '/api/stats/secretary/meetings?start_date_at=2025-01-01&end_date_at=2025-12-31', as: secretary });
      cases.push({ method: 'GET', url: `/api/stats/secretary/${secretary.id}/entities`, as: admin });
    }
    // Sequential: each statistics call runs under the zone saved just before it.
    const problems: string[] = [];
    let lastZone: string | null = null;
    for (const { as, ...options } of cases) {
      const res = await api(t.app, as ?? null, options);
      const problem = verdict(res.statusCode, res.body);
      if (problem && problems.length < 20) problems.push(`${options.method} ${options.url} (${String(lastZone)}) → ${problem}: ${res.body.slice(0, 200)}`);
      if (options.url === '/api/settings') lastZone = (options.payload as { timezone: string }).timezone;
    }
    console.log(`fuzz time zones: ${cases.length} requests`);
    expect(cases.length).toBeGreaterThanOrEqual(1000);
    expect(problems).toEqual([]);
    // Offsets are stored as the zone with the same sign: +03:00 is three hours ahead of UTC.
    const saved = await api(t.app, admin, { method: 'PUT', url: '/api/settings', payload: { organization_name: 'Фаззинг', timezone: '+03:00' } });
    expect(saved.json().data.timezone).toBe('Etc/GMT-3');
  });

  it('wrong types in every field and bodies of the wrong shape', async () => {
    const values: unknown[] = [1, -1, 1.5, true, null, [], {}, 'x', '', [1, 2], { a: 1 }, 'true', [null], [[[]]], { __proto__: { admin: true } }, 1e300];
    const shapes: unknown[] = [[], 'строка', 1, true, null, [{}], { constructor: { prototype: { x: 1 } } }];
    const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' && Number.isInteger(v) ? 'integer' : typeof v);
    const cases = cover(1000, (op, round, index) => {
      const out: Case[] = [];
      const as = userFor(op, index + round);
      if (!op.body) {
        for (const name of Object.keys(op.query)) out.push({ method: op.method as Case['method'], url: `${url(op)}?${name}[]=1&${name}[a]=2`, as });
        return out;
      }
      const value = values[round % values.length];
      for (const [name, schema] of Object.entries(op.body)) {
        if (schema.type && (schema.type === typeOf(value) || (schema.type === 'number' && typeof value === 'number'))) continue;
        out.push({ method: op.method as Case['method'], url: url(op), as, payload: { [name]: value } as object });
      }
      out.push({ method: op.method as Case['method'], url: url(op), as, payload: JSON.stringify(shapes[round % shapes.length]), headers: { 'content-type': 'application/json' } });
      return out;
    });
    await run('wrong types', cases);
  });

  it('huge bodies: long strings, long lists, deep nesting, bodies over the limit', async () => {
    const long = 'ж'.repeat(200_000);
    const overLimit = Buffer.alloc(11 * 1024 * 1024, 0x20);
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const deepObject = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    const cases = cover(1000, (op, round, index) => {
      const as = userFor(op, index + round);
      const method = op.method as Case['method'];
      const fields = Object.keys(op.body ?? { text: {} });
      const name = fields[round % fields.length]!;
      const variants: Case[] = [
        { method, url: url(op), as, payload: { [name]: long } },
        { method, url: url(op), as, payload: { [name]: Array.from({ length: 20_000 }, (_, i) => i) } },
        { method, url: url(op), as, payload: deep, headers: { 'content-type': 'application/json' } },
        { method, url: url(op), as, payload: deepObject, headers: { 'content-type': 'application/json' } },
        { method, url: `${url(op)}?${name}=${'q'.repeat(20_000)}`, as },
        { method, url: `${url(op)}?${Array.from({ length: 2000 }, (_, i) => `k${i}=${i}`).join('&')}`, as },
      ];
      if (round === 0) variants.push({ method, url: url(op), as, payload: overLimit, headers: { 'content-type': 'application/json' } });
      if (op.pathParams.length > 0) variants.push({ method, url: url(op, { [op.pathParams[0]!]: '9'.repeat(5000) }), as });
      return variants;
    });
    await run('huge bodies', cases);
  });

  it('wrong content types', async () => {
    const types = [
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'application/octet-stream',
      'image/png',
      'multipart/mixed; boundary=x',
      'application/vnd.api+json',
      'text/html',
      ';;;',
      'application/json, text/plain',
      'application/x-ndjson',
    ];
    const cases = cover(1000, (op, round, index) =>
      types.map((type) => ({
        method: op.method as Case['method'],
        url: url(op),
        as: userFor(op, index + round),
        payload: round % 2 === 0 ? '{"theme":"Тема","email":"a@b.ru"}' : 'theme=%D0%A2&x=1',
        headers: { 'content-type': type },
      })),
    );
    await run('content types', cases);
  });
});
