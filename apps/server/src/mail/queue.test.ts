import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { MAIL_RETRY_LIMIT } from './queue.ts';

describe('mail queues', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_RETRY_DELAY_SECONDS: '7' });
  });
  afterAll(() => t.close());

  it('meetings, tasks and protocol sending retry by one policy', async () => {
    const { rows } = await t.app.database.executeSql(
      `SELECT name, retry_limit, retry_delay, retry_backoff, retry_delay_max FROM pgboss.queue
       WHERE name IN ('meetings.mail', 'tasks.mail', 'documents.send') ORDER BY name`,
    );
    expect(rows).toEqual(
      ['documents.send', 'meetings.mail', 'tasks.mail'].map((name) => ({
        name,
        retry_limit: MAIL_RETRY_LIMIT,
        retry_delay: 7,
        retry_backoff: true,
        retry_delay_max: 3600,
      })),
    );
  });
});
