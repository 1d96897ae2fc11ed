import type { FastifyInstance } from 'fastify';
import type { TaskStatus } from '@protocolist/contracts/enums';
import { keywords, meetings, protocols, protocolTasks, taskStatusChanges, type Section } from '../../db/schema.ts';
import { textSectionsColumn } from '../../pipeline/protocol-text/index.ts';
import { createUser, type TestUser } from '../../test/app.ts';

/**
 * A small organisation written straight into the tables, and the same data as plain arrays so that tests can
 * compute the expected statistics on their own.
 */
export interface StatsSeed {
  admin: TestUser;
  managerA: TestUser;
  managerB: TestUser;
  lonelyManager: TestUser;
  s1: TestUser;
  s2: TestUser;
  s3: TestUser;
  s4: TestUser;
  external: TestUser;
  secretaries: {
    user: TestUser;
    manager_id: number | null;
    full_name: string;
    department: string | null;
    is_active: boolean;
  }[];
  protocols: {
    id: number;
    secretary_id: number;
    status: 'process' | 'success';
    sections: unknown;
    final_transcript: unknown;
  }[];
  meetings: { id: number; secretary_id: number; event_date: string; event_start_time: string }[];
  tasks: { id: number; secretary_id: number; status: TaskStatus; created_at: Date }[];
  changes: { id: number; task_id: number; status: TaskStatus; created_at: Date }[];
  keywords: { user_id: number; title: string }[];
  today: string;
}

/** Moscow has no daylight saving time: its calendar date is UTC + 3 hours. */
export function moscowToday(): string {
  return new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
}

function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const at = (iso: string) => new Date(iso);

export async function seedStats(app: FastifyInstance): Promise<StatsSeed> {
  const admin = await createUser(app, 'admin');
  const managerA = await createUser(app, 'manager');
  const managerB = await createUser(app, 'manager');
  const lonelyManager = await createUser(app, 'manager');
  const external = await createUser(app, 'external');
  const secretaryFields = [
    { manager_id: managerA.id, full_name: 'Белова Анна', department: 'Канцелярия', is_active: true },
    { manager_id: managerA.id, full_name: 'Алексеева Вера', department: null, is_active: false },
    // A man and a name that does not tell the gender, for the rows' `gender`.
    { manager_id: managerB.id, full_name: 'Васильев Глеб', department: 'Юридический отдел', is_active: true },
    { manager_id: null, full_name: 'Григоренко', department: null, is_active: true },
  ];
  const secretaries = [];
  for (const fields of secretaryFields)
    secretaries.push({ ...fields, user: await createUser(app, 'secretary', fields) });
  const [s1, s2, s3, s4] = secretaries.map((s) => s.user) as [TestUser, TestUser, TestUser, TestUser];

  const protocolSpecs: { secretary: TestUser; status: 'process' | 'success'; sections?: unknown; final?: unknown }[] = [
    {
      secretary: s1,
      status: 'process',
      sections: [
        { key: 'Слушали', value: 'Доклад о бюджете' },
        { key: 'Решили', value: '  \n' },
        { key: 'Прочее', value: 'Разное' },
        { key: ' Поручить ', value: 'Подготовить смету' },
      ] satisfies Section[],
    },
    {
      secretary: s1,
      status: 'success',
      sections: [{ key: 'Слушали', value: 'Черновик' }],
      final: [
        { key: 'Решили', value: 'Утвердить' },
        { key: 'Слушали', value: 'Итог' },
        { key: 'Поручить', value: '' },
        { key: 'Вступление', value: 'Открытие' },
      ],
    },
    { secretary: s1, status: 'process' },
    { secretary: s1, status: 'success', sections: { key: 'Слушали', value: 'не массив' } },
    {
      secretary: s2,
      status: 'process',
      sections: [
        { key: 'Прочее', value: 'Вопросы' },
        { key: 'Слушали', value: 'x' },
      ],
    },
    { secretary: s3, status: 'success' },
    { secretary: s3, status: 'success' },
    { secretary: s4, status: 'process' },
  ];
  const protocolRows = [];
  const numbers = new Map<number, number>();
  for (const spec of protocolSpecs) {
    const number = (numbers.get(spec.secretary.id) ?? 0) + 1;
    numbers.set(spec.secretary.id, number);
    const [row] = await app.db
      .insert(protocols)
      .values({
        secretary_id: spec.secretary.id,
        protocol_number: number,
        theme: `Совещание ${number}`,
        event_date: '2026-11-02',
        status: spec.status,
        stage: spec.status === 'success' ? 'final' : 'no_video',
        sections: (spec.sections ?? null) as Section[] | null,
        final_transcript: (spec.final ?? null) as Section[] | null,
        // As the protocols module writes it with every change of the sections (pipeline/protocol-text).
        ...textSectionsColumn({ sections: (spec.sections ?? null) as Section[] | null, final_transcript: (spec.final ?? null) as Section[] | null }),
      })
      .returning();
    protocolRows.push({
      id: row!.id,
      secretary_id: spec.secretary.id,
      status: spec.status,
      sections: spec.sections ?? null,
      final_transcript: spec.final ?? null,
    });
  }
  const [p1, p2, , , p5, p6, , p8] = protocolRows.map((p) => p.id) as number[];

  const today = moscowToday();
  const meetingSpecs: [TestUser, number, string][] = [
    [s1, -10, '10:00'],
    [s1, -1, '10:00'],
    [s1, 0, '15:00'],
    [s1, 0, '09:00'],
    [s1, 1, '10:00'],
    [s1, 30, '10:00'],
    [s2, -5, '10:00'],
    [s3, 0, '10:00'],
    [s3, 2, '10:00'],
  ];
  const meetingRows = [];
  for (const [secretary, offset, time] of meetingSpecs) {
    const event_date = shiftDate(today, offset);
    const [row] = await app.db
      .insert(meetings)
      .values({
        secretary_id: secretary.id,
        theme: 'Планёрка',
        event_date,
        event_start_time: time,
        event_end_time: '23:00',
      })
      .returning();
    meetingRows.push({ id: row!.id, secretary_id: secretary.id, event_date, event_start_time: time });
  }

  // Task histories around the weeks of November 2026 (Nov 1 is a Sunday) in Moscow time, UTC+3.
  const now = new Date().toISOString();
  type Step = [TaskStatus, string];
  const task = (protocol: number, secretary: TestUser, created: string, ...history: Step[]) => ({
    protocol,
    secretary,
    created: at(created),
    history: history.map(([status, when]) => [status, at(when)] as [TaskStatus, Date]),
  });
  const taskSpecs = [
    // Done at 23:30 Moscow on Sunday Nov 8: done by the end of week 2.
    task(p1!, s1, '2026-10-20T10:00:00Z', ['process', '2026-10-20T10:00:00Z'], ['success', '2026-11-08T20:30:00Z']),
    // Expired at 00:30 Moscow on Monday Nov 9: still in work at the end of week 2, expired in week 3.
    task(p1!, s1, '2026-11-01T10:00:00Z', ['process', '2026-11-01T10:00:00Z'], ['expired', '2026-11-08T21:30:00Z']),
    // Created on Nov 9 in Moscow (still Nov 8 in UTC): not counted before week 3.
    task(p1!, s1, '2026-11-08T21:30:00Z', ['process', '2026-11-08T21:30:00Z']),
    // Created at 23:59 Moscow on Nov 1, no change recorded: in work from week 1.
    task(p1!, s1, '2026-11-01T20:59:00Z'),
    // Created at 00:00 Moscow on Nov 2: not in week 1.
    task(p2!, s1, '2026-11-01T21:00:00Z', ['process', '2026-11-01T21:00:00Z']),
    // Reopened within week 4 after being done, then done again on the last day of the month.
    task(
      p2!,
      s1,
      '2026-11-10T08:00:00Z',
      ['process', '2026-11-10T08:00:00Z'],
      ['success', '2026-11-17T08:00:00Z'],
      ['process', '2026-11-19T08:00:00Z'],
      ['success', '2026-11-30T20:00:00Z'],
    ),
    // Two changes at the same moment: the later record wins.
    task(
      p2!,
      s1,
      '2026-11-03T08:00:00Z',
      ['process', '2026-11-03T08:00:00Z'],
      ['success', '2026-11-25T12:00:00Z'],
      ['expired', '2026-11-25T12:00:00Z'],
    ),
    // Created in December: no November week sees it.
    task(p2!, s1, '2026-12-05T08:00:00Z', ['process', '2026-12-05T08:00:00Z']),
    task(p1!, s1, now, ['expired', now]),
    // Another secretary's tasks in the same weeks must not leak into s1's figures.
    task(p5!, s2, '2026-11-02T08:00:00Z', ['process', '2026-11-02T08:00:00Z'], ['success', '2026-11-04T08:00:00Z']),
    task(p5!, s2, now, ['process', now]),
    task(p6!, s3, now, ['expired', now]),
    task(p6!, s3, now, ['success', now]),
    task(p8!, s4, now, ['success', now]),
  ];
  const taskRows = [];
  const changeRows = [];
  for (const spec of taskSpecs) {
    const status = spec.history.at(-1)?.[0] ?? 'process';
    const [task] = await app.db
      .insert(protocolTasks)
      .values({
        protocol_id: spec.protocol,
        essence: 'Поручение',
        deadline: '2026-12-31',
        status,
        created_at: spec.created,
      })
      .returning();
    taskRows.push({ id: task!.id, secretary_id: spec.secretary.id, status, created_at: spec.created });
    for (const [changeStatus, created_at] of spec.history) {
      const [change] = await app.db
        .insert(taskStatusChanges)
        .values({ task_id: task!.id, user_id: spec.secretary.id, status: changeStatus, created_at })
        .returning();
      changeRows.push({ id: change!.id, task_id: task!.id, status: changeStatus, created_at });
    }
  }

  const keywordRows = [
    ...['Слушали', 'Решили', 'Поручить'].map((title) => ({ user_id: s1.id, title })),
    { user_id: s2.id, title: 'Прочее' },
  ];
  await app.db
    .insert(keywords)
    .values(keywordRows.map((k, i) => ({ ...k, phrase: k.title.toLowerCase(), position: i })));

  return {
    admin,
    managerA,
    managerB,
    lonelyManager,
    s1,
    s2,
    s3,
    s4,
    external,
    secretaries: secretaries.map(({ user, ...fields }) => ({ user, ...fields })),
    protocols: protocolRows,
    meetings: meetingRows,
    tasks: taskRows,
    changes: changeRows,
    keywords: keywordRows,
    today,
  };
}
