import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';

describe('POST /api/keywords/preview', () => {
  let t: TestApp;
  let manager: TestUser;
  let secretary: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await createUser(t.app, 'manager');
    secretary = await createUser(t.app, 'secretary', { manager_id: manager.id });
  });
  afterAll(() => t.close());

  const preview = (user: TestUser, payload: Record<string, unknown>) =>
    api(t.app, user, { method: 'POST', url: '/api/keywords/preview', payload });

  it('cuts a sample text by the default keywords, speakers and line breaks included, the agenda worded', async () => {
    const res = await preview(secretary, {
      text: 'Иванов И.И.: Открываю совещание.\nПовестка дня: итоги квартала.\nСлушали Петрову о продажах.\nРешили: утвердить план.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { key: 'Вступление', value: 'Открываю совещание.' },
      { key: 'Повестка дня', value: 'Об итогах квартала' },
      { key: 'Слушали', value: 'Петрову о продажах.' },
      { key: 'Решили', value: 'утвердить план.' },
    ]);
  });

  it('follows the secretary’s own keywords after she changes them', async () => {
    const own = await createUser(t.app, 'secretary', { manager_id: manager.id });
    const list = (await api(t.app, own, { method: 'GET', url: '/api/keywords' })).json().data as { id: number }[];
    for (const keyword of list) await api(t.app, own, { method: 'DELETE', url: `/api/keywords/${keyword.id}` });
    await api(t.app, own, { method: 'POST', url: '/api/keywords', payload: { title: 'Итоги', phrase: 'подводя итог; итого' } });
    const res = await preview(own, { text: 'Обсудили бюджет. Итого: бюджет принят. Решили разойтись.' });
    expect(res.json().data).toEqual([
      { key: 'Вступление', value: 'Обсудили бюджет.' },
      { key: 'Итоги', value: 'бюджет принят. Решили разойтись.' },
    ]);
  });

  it('answers 422 in Russian for an empty text and 403 for other roles', async () => {
    const empty = await preview(secretary, { text: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.text[0]).toMatch(/[а-яё]/i);
    const missing = await preview(secretary, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.text).toEqual(['Поле обязательно для заполнения']);
    expect((await preview(manager, { text: 'Решили: да' })).statusCode).toBe(403);
  });
});
