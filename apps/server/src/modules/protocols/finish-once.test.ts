import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { protocols } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createProtocol } from '../../test/protocols.ts';

/*
 * Issue 14, «side effects happen once»: finishing a protocol under concurrency moves its stage once (the guarded
 * stage UPDATE of transitionStage); finishing has no letters of its own. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
describe('finishing a protocol under concurrency', () => {
  let t: TestApp;
  let secretary: TestUser;
  const PARALLEL = 20;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    secretary = await createUser(t.app, 'secretary');
  });
  afterAll(() => t.close());

  it(`${PARALLEL} parallel «Сохранить итоговый» of a draft: it becomes final once, with one whole text`, async () => {
    const protocol = await createProtocol(t.app, secretary);
    const versions = Array.from({ length: PARALLEL }, (_, index) => [{ key: 'Слушали', value: `Версия ${index}` }]);
    const answers = await Promise.all(
      versions.map((final_transcript) =>
        api(t.app, secretary, {
          method: 'POST',
          url: `/api/protocols/${protocol.id}/final`,
          payload: { final_transcript, location: 'Переговорная', city: 'Москва' },
        }),
      ),
    );
    // A save that finds the protocol already final is a re-save of the text (allowed); one that lost the race for
    // the stage step gets 409. None moves the stage a second time.
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    const [row] = await t.app.db.select().from(protocols).where(eq(protocols.id, protocol.id));
    expect(row!.stage).toBe('final');
    expect(versions).toContainEqual(row!.final_transcript);
  });

  it(`${PARALLEL} parallel «Проверен» steps: one moves the stage, the others get 409`, async () => {
    const protocol = await createProtocol(t.app, secretary);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        api(t.app, secretary, { method: 'POST', url: `/api/protocols/${protocol.id}/stage`, payload: { stage: 'finish' } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(PARALLEL - 1).fill(409)]);
  });
});
