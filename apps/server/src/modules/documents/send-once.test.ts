import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { FINAL_SECTIONS, seedProtocol } from './test-seed.ts';
import { SEND_PROTOCOL_QUEUE } from './send-jobs.ts';

/*
 * Issue 14, «side effects happen once»: 20 concurrent «Разослать протокол» queue one letter per member, and a
 * repeat within a minute is refused with 409. The letters are counted in the queue (no worker in this app), so
 * nothing waits for time to pass. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
describe('sending a protocol under concurrency', () => {
  let t: TestApp;
  let secretary: TestUser;
  let memberIds: number[];
  const PARALLEL = 20;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    secretary = await createUser(t.app, 'secretary');
    const first = await createUser(t.app, 'external', { email: 'first@example.com', password_hash: null });
    const second = await createUser(t.app, 'external', { email: 'second@example.com', password_hash: null });
    memberIds = [first.id, second.id];
  });
  afterAll(() => t.close());

  const letters = async (protocolId: number) => {
    const { rows } = await t.app.database.executeSql(
      `SELECT data FROM pgboss.job WHERE name = $1 AND (data->>'protocol_id')::int = $2`,
      [SEND_PROTOCOL_QUEUE, protocolId],
    );
    return rows.map((row) => (row.data as { member_id: number }).member_id).sort((a, b) => a - b);
  };

  it(`${PARALLEL} parallel sends queue one letter per member`, async () => {
    const protocol = await seedProtocol(
      t.app,
      secretary.id,
      { theme: 'Итоги', stage: 'final', status: 'success', event_date: '2026-11-22', final_transcript: FINAL_SECTIONS },
      { memberIds },
    );
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => api(t.app, secretary, { method: 'POST', url: `/api/protocols/${protocol.id}/send` })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([202, ...Array<number>(PARALLEL - 1).fill(409)]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toBe('Протокол только что разослан участникам: повторить рассылку можно через минуту');
    expect(await letters(protocol.id)).toEqual([...memberIds].sort((a, b) => a - b));
  });

  it('a later sending (after a minute) goes out again', async () => {
    const protocol = await seedProtocol(
      t.app,
      secretary.id,
      { theme: 'Итоги', stage: 'final', status: 'success', event_date: '2026-11-22', final_transcript: FINAL_SECTIONS },
      { memberIds },
    );
    expect((await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${protocol.id}/send` })).statusCode).toBe(202);
    await t.app.database.executeSql(`UPDATE protocols SET sent_at = now() - interval '61 seconds' WHERE id = $1`, [protocol.id]);
    expect((await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${protocol.id}/send` })).statusCode).toBe(202);
    expect(await letters(protocol.id)).toHaveLength(4);
  });
});
