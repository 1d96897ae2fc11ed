import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { reaches, scopeOf, type OwnedKind } from '@protocolist/contracts/policies';
import type { Role } from '@protocolist/contracts/enums';
import { keywords, meetings, protocolMembers, protocols, protocolTasks } from '../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../test/app.ts';

/*
 * Issue 14, the authorization matrix: every route of the API (read from the app's own OpenAPI document, so a new
 * route is in it without anyone adding it) × every role (admin, manager, secretary, external, and no token) ×
 * an own and a foreign object, against OWNED_ACCESS (packages/contracts/src/policies.ts):
 * - no token and an external's token: 401, but for the few public routes named below;
 * - an object the caller may not read answers exactly as an object that does not exist (no hint it exists);
 * - a reader who may not write never changes anything (403 where the route reaches the object);
 * - a caller the object is open to is let through (no 401/403, and not the "not found" of a missing object);
 * - no answer to a secretary or a manager carries a word of another team's data (0 leaks), lists included.
 */

/** Routes that take no bearer token (each has its own check: a password, a link, a signature, a ticket). */
const PUBLIC = new Set([
  'POST /api/login',
  'POST /api/refresh',
  'POST /api/change-password/send-link',
  'POST /api/change-password/check-token',
  'POST /api/change-password/reset',
  'GET /api/avatars/{file}',
  'GET /api/calendar/{file}',
  'GET /api/task-reports/{token}',
  'POST /api/task-reports/{token}',
  'GET /api/task-reports/{token}/extract',
  'GET /api/calendar-feeds/{token}/deadlines.ics',
]);

/** A stream that never ends on its own: who gets which event is events.test.ts's (the same OWNED_ACCESS rule). */
const STREAMS = new Set(['GET /api/events']);

/** Which object a route's `{id}` names, by the route's path. Unknown paths fail the test: add them here. */
function kindOf(path: string): OwnedKind | 'user' | 'member' | 'model' | null {
  if (!path.includes('{id}')) return null;
  if (path.startsWith('/api/protocols/tasks/')) return 'task';
  if (path.startsWith('/api/protocols/members/')) return 'member';
  if (path.startsWith('/api/protocols/')) return 'protocol';
  if (path.startsWith('/api/meetings/')) return 'meeting';
  if (path.startsWith('/api/keywords/')) return 'keyword';
  if (path.startsWith('/api/stats/secretary/')) return 'secretary_stats';
  if (path.startsWith('/api/users/')) return 'user';
  if (path.startsWith('/api/speech/models/')) return 'model';
  throw new Error(`authorization matrix: which object does {id} of ${path} name? Add it to kindOf.`);
}

const MISSING_ID = 999_999;
/** Words in the foreign team's data: none may reach the secretary or the manager of the other team. */
const FOREIGN_MARK = 'ЧужаяТайна';
const OWN_MARK = 'СвоёДело';

interface Route {
  method: string;
  path: string;
}

interface World {
  /** Objects by kind: the own (secretary A's) and the foreign (secretary B's). */
  own: Record<string, number>;
  foreign: Record<string, number>;
}

describe('authorization matrix', () => {
  let t: TestApp;
  let routes: Route[];
  const people = {} as Record<
    'admin' | 'manager' | 'otherManager' | 'secretary' | 'otherSecretary' | 'external' | 'colleague',
    TestUser
  >;
  let ownExternal: TestUser;
  let foreignExternal: TestUser;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    people.admin = await createUser(t.app, 'admin');
    people.manager = await createUser(t.app, 'manager');
    people.otherManager = await createUser(t.app, 'manager');
    people.secretary = await createUser(t.app, 'secretary', { manager_id: people.manager.id });
    people.otherSecretary = await createUser(t.app, 'secretary', { manager_id: people.otherManager.id });
    people.external = await createUser(t.app, 'external');
    people.colleague = await createUser(t.app, 'secretary');
    ownExternal = await createUser(t.app, 'external', { created_by: people.secretary.id, password_hash: null });
    foreignExternal = await createUser(t.app, 'external', {
      created_by: people.otherSecretary.id,
      password_hash: null,
    });
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
    );
  });
  afterAll(() => t.close());

  /** Fresh objects of secretary A and secretary B, so that one route's changes never touch another's check. */
  async function makeWorld(): Promise<World> {
    const world: World = { own: {}, foreign: {} };
    for (const [side, owner, mark] of [
      ['own', people.secretary, OWN_MARK],
      ['foreign', people.otherSecretary, FOREIGN_MARK],
    ] as const) {
      counter += 1;
      const suggestion = {
        id: 'S1',
        essence: mark,
        responsible_id: people.colleague.id,
        responsible_name: null,
        deadline: '2030-01-01',
        source: { start: 0, end: 1, text: mark },
      };
      const [protocol] = await t.app.db
        .insert(protocols)
        .values({
          secretary_id: owner.id,
          protocol_number: counter,
          theme: `Протокол ${mark}`,
          agenda: mark,
          event_date: '2026-11-10',
          stage: 'final',
          transcript: [{ start: 0, end: 1, text: `${mark} говорит` }],
          final_transcript: [{ key: 'Слушали', value: mark }],
          suggested_tasks: [suggestion],
          suggested_members: [{ id: 'S1', user_id: people.colleague.id, full_name: mark, reason: mark }],
        })
        .returning();
      const [meeting] = await t.app.db
        .insert(meetings)
        .values({
          secretary_id: owner.id,
          theme: `Встреча ${mark}`,
          event_date: '2026-11-11',
          event_start_time: '10:00',
          event_end_time: '11:00',
        })
        .returning();
      const [task] = await t.app.db
        .insert(protocolTasks)
        .values({
          protocol_id: protocol!.id,
          responsible_id: people.colleague.id,
          essence: `Поручение ${mark}`,
          deadline: '2030-01-01',
        })
        .returning();
      const [keyword] = await t.app.db
        .insert(keywords)
        .values({ user_id: owner.id, title: mark, phrase: mark })
        .returning();
      const [member] = await t.app.db
        .insert(protocolMembers)
        .values({ protocol_id: protocol!.id, member_id: people.colleague.id })
        .returning();
      world[side] = {
        protocol: protocol!.id,
        meeting: meeting!.id,
        task: task!.id,
        keyword: keyword!.id,
        member: member!.id,
        secretary_stats: owner.id,
      };
    }
    return world;
  }

  const url = (route: Route, id: number | string) =>
    route.path.replace('{id}', String(id)).replace('{sid}', 'S1').replace('{file}', 'missing.png');
  /**
   * The body: a change of name where the route changes a user (an empty form changes nothing, so it needs no
   * right), `_method=PUT` on the POST twin of a PUT route (seed §7), else empty.
   */
  const bodyOf = (route: Route) => {
    if (route.method === 'GET' || route.method === 'DELETE') return undefined;
    const override = route.method === 'POST' && routes.some((r) => r.method === 'PUT' && r.path === route.path);
    return {
      ...(override ? { _method: 'PUT' } : {}),
      ...(route.path.startsWith('/api/users/') ? { full_name: 'Новое Имя' } : {}),
    };
  };
  const call = (user: TestUser | null, route: Route, id: number | string) =>
    api(t.app, user, {
      method: route.method as 'GET',
      url: url(route, id),
      ...(bodyOf(route) ? { payload: bodyOf(route) } : {}),
    });
  const answer = (res: LightMyRequestResponse) => `${res.statusCode} ${res.json().message}`;
  const ok = (res: LightMyRequestResponse) => res.statusCode >= 200 && res.statusCode < 300;
  const label = (route: Route, who: string, side: string, res: LightMyRequestResponse) =>
    `${route.method} ${route.path} as ${who} on ${side}: ${res.statusCode} ${res.body.slice(0, 200)}`;

  /** Whether `role` user `caller` may read / change an object of `kind` owned by `owner` (policies.ts). */
  function allowed(kind: OwnedKind, caller: TestUser, intent: 'read' | 'write', ownerId: number): boolean {
    const managerId = ownerId === people.secretary.id ? people.manager.id : people.otherManager.id;
    return reaches(scopeOf(kind, caller.role as Role, intent), caller.id, { secretaryId: ownerId, managerId });
  }

  it('lists the routes it checks', () => {
    expect(routes.length).toBeGreaterThan(60);
  });

  it('issue 24, the read-only view: a manager reads all of his secretary’s protocol, changes nothing; another manager finds nothing', async () => {
    const world = await makeWorld();
    const id = world.own.protocol!;
    const foreignId = world.foreign.protocol!;
    const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
      api(t.app, user, { method, url: path, ...(payload ? { payload } : {}) });
    for (const user of [people.manager, people.otherManager, people.admin]) user.token = (await t.app.tokens.issue(user.id)).token;
    // What the view shows: the header, members, tasks, transcript, the document's preview.
    const reads = ['', '/members', '/tasks', '/transcript', '/documents/preview', '/documents/preview?form=short'];
    for (const path of reads) {
      const [base, query = ''] = path.split('?');
      const own = await as(people.manager, 'GET', `/api/protocols/${id}${base}${query ? `?${query}` : ''}`);
      expect(own.statusCode, `manager GET ${path}: ${own.body.slice(0, 200)}`).toBe(200);
      // Her words, or for the members the person who took part.
      expect(own.body).toContain(base === '/members' ? `"id":${people.colleague.id}` : OWN_MARK);
      const admin = await as(people.admin, 'GET', `/api/protocols/${id}${base}${query ? `?${query}` : ''}`);
      expect(admin.statusCode, `admin GET ${path}`).toBe(200);
      const other = await as(people.otherManager, 'GET', `/api/protocols/${id}${base}${query ? `?${query}` : ''}`);
      expect(other.statusCode, `other manager GET ${path}`).toBe(404);
      expect(other.body).not.toContain(OWN_MARK);
      // And the other way round: his own secretary's protocol is not his colleague's.
      expect((await as(people.manager, 'GET', `/api/protocols/${foreignId}${base}`)).statusCode).toBe(404);
    }
    // The task list across protocols narrowed to her: his sees it, the other manager an empty list.
    const tasks = await as(people.manager, 'GET', `/api/protocols/tasks?secretary_id=${people.secretary.id}`);
    expect(tasks.json().data.data.map((task: { id: number }) => task.id)).toContain(world.own.task);
    const none = await as(people.otherManager, 'GET', `/api/protocols/tasks?secretary_id=${people.secretary.id}`);
    expect(none.json().data.data).toEqual([]);
    // The video: no recording in this protocol, so the manager hears of the video, the other manager of no protocol.
    const video = await as(people.manager, 'GET', `/api/protocols/${id}/video-url`);
    const otherVideo = await as(people.otherManager, 'GET', `/api/protocols/${id}/video-url`);
    expect(otherVideo.statusCode).toBe(404);
    expect(answer(video)).not.toBe(answer(otherVideo));
    // Every change the secretary's page offers: 403 for her manager, 404 for the other one; nothing changed.
    const writes: [string, 'POST' | 'PUT' | 'DELETE', string, object | undefined][] = [
      ['header', 'PUT', `/api/protocols/${id}`, { theme: 'Чужая правка' }],
      ['task', 'POST', `/api/protocols/${id}/tasks`, { responsible_id: people.colleague.id, essence: 'Чужая правка', deadline: '2030-01-01' }],
      ['task change', 'PUT', `/api/protocols/tasks/${world.own.task}`, { essence: 'Чужая правка' }],
      ['task delete', 'DELETE', `/api/protocols/tasks/${world.own.task}`, undefined],
      ['member', 'POST', `/api/protocols/${id}/members`, { member_id: people.colleague.id }],
      ['member removal', 'DELETE', `/api/protocols/members/${world.own.member}`, undefined],
      ['transcript', 'PUT', `/api/protocols/${id}/transcript`, { text: 'Чужая правка' }],
      ['chair', 'PUT', `/api/protocols/${id}/chair`, { user_id: people.colleague.id }],
      ['stage', 'POST', `/api/protocols/${id}/stage`, { stage: 'finish' }],
      ['deletion', 'DELETE', `/api/protocols/${id}`, undefined],
    ];
    for (const [what, method, path, payload] of writes) {
      const mine = await as(people.manager, method, path, payload);
      expect(mine.statusCode, `manager: ${what}: ${mine.body.slice(0, 200)}`).toBe(403);
      const theirs = await as(people.otherManager, method, path, payload);
      expect(theirs.statusCode, `other manager: ${what}: ${theirs.body.slice(0, 200)}`).toBe(404);
    }
    const after = await as(people.manager, 'GET', `/api/protocols/${id}`);
    expect(after.body).not.toContain('Чужая правка');
    expect(after.json().data.members_count).toBe(1);
    expect(after.json().data.tasks_count).toBe(1);
  });

  it("without a token and with an external's token: 401 everywhere but the public routes", async () => {
    const world = await makeWorld();
    const failures: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const id = world.own.protocol!;
      const anonymous = await call(null, route, id);
      if (!PUBLIC.has(key) && anonymous.statusCode !== 401) failures.push(label(route, 'nobody', 'own', anonymous));
      if (PUBLIC.has(key) && ok(anonymous) && anonymous.body.includes(OWN_MARK))
        failures.push(label(route, 'nobody', 'own', anonymous));
      const external = await call(people.external, route, id);
      if (!PUBLIC.has(key) && external.statusCode !== 401) failures.push(label(route, 'external', 'own', external));
    }
    expect(failures).toEqual([]);
  });

  it('every route × admin, manager, secretary × own and foreign object: 0 leaks', async () => {
    const failures: string[] = [];
    const callers = [
      ['admin', people.admin],
      ['manager', people.manager],
      ['secretary', people.secretary],
    ] as const;
    for (const route of routes.filter((r) => !STREAMS.has(`${r.method} ${r.path}`))) {
      const kind = kindOf(route.path);
      const world = await makeWorld();
      const intent = route.method === 'GET' ? 'read' : 'write';
      for (const [who, caller] of callers) {
        // A fresh session per route: logout and refresh end the one they are called with.
        caller.token = (await t.app.tokens.issue(caller.id)).token;
        const missing = kind ? await call(caller, route, MISSING_ID) : null;
        for (const side of ['foreign', 'own'] as const) {
          const ownerId = side === 'own' ? people.secretary.id : people.otherSecretary.id;
          const id =
            kind === null || kind === 'model'
              ? 'gigaam'
              : kind === 'user'
                ? userTarget(who, side).id
                : world[side][kind]!;
          const res = await call(caller, route, id);
          const text = label(route, who, side, res);
          // 0 leaks: the other team's words never reach the secretary or the manager, on any route.
          if (who !== 'admin' && res.body.includes(FOREIGN_MARK)) failures.push(`leak: ${text}`);
          if (!kind || kind === 'model' || !missing) continue;
          if (kind === 'user') {
            checkUserRoute(route, who, side, res, missing, failures);
            continue;
          }
          const accessKind: OwnedKind = kind === 'member' ? 'protocol' : kind;
          const readable = allowed(accessKind, caller, 'read', ownerId);
          const permitted = allowed(accessKind, caller, intent, ownerId);
          if (!readable) {
            if (ok(res) || answer(res) !== answer(missing)) {
              failures.push(
                `hint of existence (answer differs from a missing object's ${missing.statusCode}): ${text}`,
              );
            }
          } else if (!permitted) {
            if (ok(res)) failures.push(`reader changed something: ${text}`);
            else if (missing.statusCode === 404 && res.statusCode !== 403)
              failures.push(`reader not refused with 403: ${text}`);
          } else if (
            [401, 403].includes(res.statusCode) ||
            (res.statusCode === 404 && res.json().message === missing.json().message)
          ) {
            failures.push(`allowed caller refused: ${text}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  /** The user a route's {id} names for a caller: his own (whom he manages or created) or a foreign one. */
  function userTarget(who: 'admin' | 'manager' | 'secretary', side: 'own' | 'foreign'): TestUser {
    if (who === 'secretary') return side === 'own' ? ownExternal : foreignExternal;
    if (who === 'manager') return side === 'own' ? people.secretary : people.otherSecretary;
    return side === 'own' ? people.secretary : people.otherSecretary;
  }

  /**
   * /api/users/{id}: a secretary sees the active non-admins (her directory) but changes only the externals she
   * created; a manager sees and changes only his secretaries (USER_VISIBILITY, USER_EDITABLE_FIELDS).
   */
  function checkUserRoute(
    route: Route,
    who: string,
    side: string,
    res: LightMyRequestResponse,
    missing: LightMyRequestResponse,
    failures: string[],
  ) {
    const text = label(route, who, side, res);
    const changes = route.method !== 'GET';
    if (who === 'manager' && side === 'foreign') {
      if (ok(res) || answer(res) !== answer(missing)) failures.push(`hint of existence: ${text}`);
    } else if (who === 'secretary' && side === 'foreign' && changes) {
      if (res.statusCode !== 403) failures.push(`secretary changed another's external: ${text}`);
    } else if (!ok(res)) {
      failures.push(`allowed caller refused: ${text}`);
    }
  }
});
