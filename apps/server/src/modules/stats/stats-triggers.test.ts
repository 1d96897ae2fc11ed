import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskStatus } from '@protocolist/contracts/enums';
import { api, createTestApp, type TestApp } from '../../test/app.ts';
import { textSectionTitles } from '../../pipeline/protocol-text/index.ts';
import { seedStats, type StatsSeed } from './test-fixtures.ts';
import { expectedWeeklyStates } from './test-expected.ts';

/**
 * The triggers keep secretary_stats and the task-state steps equal to what stats_rebuild() computes from scratch,
 * whatever the writes: multi-row statements, back-dated and moved change records, cascades, moved tasks.
 */
describe('statistics triggers', () => {
  let t: TestApp;
  let seed: StatsSeed;
  const sql = (text: string, values?: unknown[]) => t.app.database.executeSql(text, values);

  /** The maintained tables without rows that add nothing. */
  async function snapshot() {
    const stats = await sql(
      `SELECT * FROM secretary_stats
       WHERE protocols_process <> 0 OR protocols_success <> 0 OR tasks_process <> 0 OR tasks_success <> 0
          OR tasks_expired <> 0 OR meetings <> 0 OR keyword_hits <> 0
       ORDER BY secretary_id`,
    );
    const steps = await sql(
      `SELECT secretary_id, bucket::text, status, delta FROM task_state_deltas WHERE delta <> 0 ORDER BY 1, 2, 3`,
    );
    const monthly = await sql(
      `SELECT secretary_id, month::text, status, delta FROM task_state_monthly WHERE delta <> 0 ORDER BY 1, 2, 3`,
    );
    return { stats: stats.rows, steps: steps.rows, monthly: monthly.rows };
  }

  async function expectSameAsRebuild() {
    const maintained = await snapshot();
    await sql('SELECT stats_rebuild()');
    expect(maintained).toEqual(await snapshot());
    return maintained;
  }

  beforeAll(async () => {
    t = await createTestApp();
    seed = await seedStats(t.app);
  });
  afterAll(() => t.close());

  it('match a rebuild after the seed', async () => {
    const { stats } = await expectSameAsRebuild();
    expect(stats.find((s) => s.secretary_id === seed.s1.id)).toMatchObject({ keyword_hits: 4, meetings: 6 });
  });

  it('follow every kind of write to tasks and their status history', async () => {
    const [a, b, c] = seed.tasks.filter((task) => task.secretary_id === seed.s1.id).map((task) => task.id);
    const s3Protocol = seed.protocols.find((p) => p.secretary_id === seed.s3.id)!.id;
    await sql(`UPDATE protocol_tasks SET status = 'expired' WHERE id = ANY($1::int[])`, [[a, b]]);
    await sql(
      `INSERT INTO task_status_changes (task_id, status, created_at)
       VALUES ($1, 'success', '2026-11-03T10:00:00Z'), ($1, 'expired', '2026-11-05T10:00:00Z'),
              ($2, 'success', '2026-09-01T00:00:00Z'), ($2, 'process', '2026-11-02T20:59:59Z')`,
      [a, c],
    );
    await expectSameAsRebuild();
    // One record at a time: dated before the task's last change, and before the creation of a task with none.
    const noHistory = seed.tasks.find((task) => !seed.changes.some((change) => change.task_id === task.id))!.id;
    await sql(`INSERT INTO task_status_changes (task_id, status, created_at) VALUES ($1, 'expired', '2026-10-25')`, [
      b,
    ]);
    await sql(`INSERT INTO task_status_changes (task_id, status, created_at) VALUES ($1, 'success', '2026-10-01')`, [
      noHistory,
    ]);
    await sql(`INSERT INTO task_status_changes (task_id, status) VALUES ($1, 'success')`, [noHistory]);
    await expectSameAsRebuild();
    await sql(
      `UPDATE task_status_changes SET created_at = created_at - interval '3 days', status = 'success'
               WHERE task_id = $1 AND status = 'expired'`,
      [a],
    );
    await sql(
      `UPDATE task_status_changes SET task_id = $2 WHERE id = (SELECT max(id) FROM task_status_changes WHERE task_id = $1)`,
      [a, b],
    );
    await expectSameAsRebuild();
    await sql(
      `DELETE FROM task_status_changes WHERE id = (SELECT min(id) FROM task_status_changes WHERE task_id = $1)`,
      [b],
    );
    await sql(`DELETE FROM task_status_changes WHERE task_id = $1`, [c]);
    await expectSameAsRebuild();
    await sql(`UPDATE protocol_tasks SET protocol_id = $2, created_at = created_at - interval '1 hour' WHERE id = $1`, [
      a,
      s3Protocol,
    ]);
    await sql(
      `WITH task AS (
         INSERT INTO protocol_tasks (protocol_id, essence, deadline, status, created_at)
         VALUES ($1, 'Новое', '2026-12-01', 'success', '2026-11-10T10:00:00Z') RETURNING id)
       INSERT INTO task_status_changes (task_id, status, created_at)
       SELECT id, s, at::timestamptz FROM task,
         (VALUES ('process', '2026-11-10T10:00:00Z'), ('success', '2026-11-12T10:00:00Z')) AS h(s, at)`,
      [seed.protocols[0]!.id],
    );
    await expectSameAsRebuild();
    await sql(`DELETE FROM protocol_tasks WHERE id = $1`, [b]);
    await expectSameAsRebuild();
  });

  it('follow protocols, meetings and keywords, including cascades', async () => {
    const [p1, p2] = seed.protocols.filter((p) => p.secretary_id === seed.s1.id).map((p) => p.id);
    const final = [
      { key: 'Решили', value: 'Принять' },
      { key: 'Слушали', value: 'Доклад' },
    ];
    // The final version with the protocol-text column written next to it, as the protocols module does.
    await sql(`UPDATE protocols SET status = 'success', final_transcript = $2::jsonb, text_sections = $3::jsonb WHERE id = $1`, [
      p1,
      JSON.stringify(final),
      JSON.stringify(textSectionTitles({ final_transcript: final, sections: null })),
    ]);
    await sql(`UPDATE protocols SET progress = 50, stage = 'video_process' WHERE id = $1`, [p2]);
    await sql(`UPDATE protocols SET secretary_id = $2 WHERE id = $1`, [p2, seed.s2.id]);
    await expectSameAsRebuild();
    await sql(`UPDATE keywords SET title = 'Выступили' WHERE user_id = $1 AND title = 'Решили'`, [seed.s1.id]);
    await sql(`UPDATE keywords SET position = position + 10 WHERE user_id = $1`, [seed.s1.id]);
    await sql(`INSERT INTO keywords (user_id, title, phrase) VALUES ($1, 'Решили', 'решили'), ($1, 'Итоги', 'итоги')`, [
      seed.s2.id,
    ]);
    await sql(`DELETE FROM keywords WHERE user_id = $1 AND title = 'Слушали'`, [seed.s1.id]);
    await expectSameAsRebuild();
    await sql(`UPDATE meetings SET secretary_id = $2 WHERE id = $1`, [seed.meetings[0]!.id, seed.s4.id]);
    await sql(`DELETE FROM meetings WHERE id = $1`, [seed.meetings[1]!.id]);
    await sql(`DELETE FROM protocols WHERE id = $1`, [p1]);
    await expectSameAsRebuild();
    await sql(`DELETE FROM users WHERE id = $1`, [seed.s3.id]);
    const { stats } = await expectSameAsRebuild();
    expect(stats.map((s) => s.secretary_id)).not.toContain(seed.s3.id);
  });

  it('answer the weekly figures of the rows as they now are', async () => {
    const tasks = await sql(
      `SELECT pt.id, pr.secretary_id, pt.status, pt.created_at FROM protocol_tasks pt JOIN protocols pr ON pr.id = pt.protocol_id`,
    );
    const changes = await sql(`SELECT id, task_id, status, created_at FROM task_status_changes`);
    const history = {
      tasks: tasks.rows as { id: number; secretary_id: number; status: TaskStatus; created_at: Date }[],
      changes: changes.rows as { id: number; task_id: number; status: TaskStatus; created_at: Date }[],
    };
    for (const secretary of [seed.s1, seed.s2]) {
      for (const [year, month] of [
        [2026, 9],
        [2026, 10],
        [2026, 11],
      ] as const) {
        const res = await api(t.app, seed.admin, {
          method: 'GET',
          url: `/api/stats/secretary/${secretary.id}/tasks?month=${year}-${String(month).padStart(2, '0')}`,
        });
        expect(res.json().data).toEqual(expectedWeeklyStates(history, secretary.id, year, month, 3));
      }
    }
  });
});
