import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { protocols, secretaryStats } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createProtocol } from '../../test/protocols.ts';
import { fillTextSections } from './index.ts';

/** `protocols.text_sections` follows the protocol text, and the statistics count keyword hits in it. */
describe('the protocol-text column', () => {
  let t: TestApp;
  let secretary: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    secretary = await createUser(t.app, 'secretary');
  });
  afterAll(() => t.close());

  const column = async (id: number) =>
    (await t.app.db.select({ text: protocols.text_sections }).from(protocols).where(eq(protocols.id, id)))[0]!.text;
  const hits = async () =>
    (await t.app.db.select({ hits: secretaryStats.keyword_hits }).from(secretaryStats).where(eq(secretaryStats.secretary_id, secretary.id)))[0]
      ?.hits ?? 0;

  it('is written with the draft sections and the final version, and counted by the statistics', async () => {
    const { id } = await createProtocol(t.app, secretary);
    // The default keywords are created with her first keyword use.
    expect((await api(t.app, secretary, { method: 'GET', url: '/api/keywords' })).statusCode).toBe(200);
    const sections = [
      { key: 'Слушали', value: 'Доклад' },
      { key: 'Слушали', value: 'Доклад' },
      { key: 'Решили', value: ' ' },
      { key: 'Итоги', value: 'Свои' },
    ];
    expect((await api(t.app, secretary, { method: 'PUT', url: `/api/protocols/${id}/sections`, payload: { sections } })).statusCode).toBe(200);
    expect(await column(id)).toEqual(['Слушали', 'Итоги']);
    expect(await hits()).toBe(1);

    const final = [
      { key: 'Решили', value: 'Принять' },
      { key: 'Поручить', value: 'Подготовить' },
    ];
    const saved = await api(t.app, secretary, {
      method: 'POST',
      url: `/api/protocols/${id}/final`,
      payload: { final_transcript: final, location: 'Зал', city: 'Тула' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await column(id)).toEqual(['Решили', 'Поручить']);
    expect(await hits()).toBe(2);
  });

  it('is filled at start for protocols saved before it existed', async () => {
    const { id } = await createProtocol(t.app, secretary);
    await t.app.db
      .update(protocols)
      .set({ sections: [{ key: 'Слушали', value: 'Старый доклад' }], text_sections: null })
      .where(eq(protocols.id, id));
    const before = await hits();
    expect(await fillTextSections(t.app.db)).toBe(1);
    expect(await column(id)).toEqual(['Слушали']);
    expect(await hits()).toBe(before + 1);
    expect(await fillTextSections(t.app.db)).toBe(0);
  });
});
