import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';

const DEFAULT_TITLES = ['Повестка дня', 'Слушали', 'Выступили', 'Решили', 'Поручить'];

describe('keywords API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
  });
  afterAll(() => t.close());

  const list = async (user: TestUser) => {
    const res = await api(t.app, user, { method: 'GET', url: '/api/keywords' });
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: number; title: string; phrase: string; position: number }[];
  };
  const titles = async (user: TestUser) => (await list(user)).map((k) => k.title);
  const post = (user: TestUser, payload: object) => api(t.app, user, { method: 'POST', url: '/api/keywords', payload });
  const put = (user: TestUser, id: number | string, payload: object) =>
    api(t.app, user, { method: 'PUT', url: `/api/keywords/${id}`, payload });

  it('gives a new secretary the default keywords once; deleting them all does not bring them back', async () => {
    const secretary = await createUser(t.app, 'secretary');
    const defaults = await list(secretary);
    expect(defaults.map((k) => [k.title, k.phrase, k.position])).toEqual([
      ['Повестка дня', 'повестка дня;повестка', 1],
      ['Слушали', 'слушали;заслушали', 2],
      ['Выступили', 'выступил;выступила;выступили', 3],
      ['Решили', 'решили;постановили;решение', 4],
      ['Поручить', 'поручить;поручено', 5],
    ]);
    expect(await titles(secretary)).toEqual(DEFAULT_TITLES);
    for (const keyword of defaults) {
      expect((await api(t.app, secretary, { method: 'DELETE', url: `/api/keywords/${keyword.id}` })).statusCode).toBe(200);
    }
    expect(await list(secretary)).toEqual([]);
  });

  it('creates the defaults only once under concurrent first requests', async () => {
    const secretary = await createUser(t.app, 'secretary');
    await Promise.all([list(secretary), list(secretary), list(secretary)]);
    expect(await titles(secretary)).toEqual(DEFAULT_TITLES);
  });

  it('appends one keyword or several, with line breaks turned into spaces', async () => {
    const secretary = await createUser(t.app, 'secretary');
    const one = await post(secretary, { title: 'Итоги\nгода', phrase: 'подводя итоги;\r\nитоги' });
    expect(one.statusCode).toBe(201);
    expect(one.json().data).toMatchObject({ title: 'Итоги года', phrase: 'подводя итоги; итоги', position: 6 });
    const many = await post(secretary, {
      keywords: [
        { title: 'Разное', phrase: 'разное' },
        { title: 'Голосовали', phrase: 'голосовали;голосование' },
      ],
    });
    expect(many.statusCode).toBe(201);
    expect(many.json().data.map((k: { position: number }) => k.position)).toEqual([7, 8]);
    expect(await titles(secretary)).toEqual([...DEFAULT_TITLES, 'Итоги года', 'Разное', 'Голосовали']);
  });

  it('rejects bad keywords with Russian messages', async () => {
    const secretary = await createUser(t.app, 'secretary');
    const empty = await post(secretary, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      title: ['Поле обязательно для заполнения'],
      phrase: ['Поле обязательно для заполнения'],
    });
    const long = await post(secretary, { title: 'т'.repeat(256), phrase: 'ф'.repeat(1001) });
    expect(long.json().errors).toEqual({ title: ['Не более 255 символов'], phrase: ['Не более 1000 символов'] });
    const blank = await post(secretary, { title: '\n', phrase: 'x' });
    expect(blank.json().errors).toEqual({ title: ['Поле обязательно для заполнения'] });
    const noList = await post(secretary, { keywords: [] });
    expect(noList.json().errors).toEqual({ keywords: ['Добавьте хотя бы одно ключевое слово'] });
    const badItem = await post(secretary, { keywords: [{ title: 'Ок', phrase: '' }] });
    expect(badItem.json().errors).toEqual({ 'keywords.0.phrase': ['Поле обязательно для заполнения'] });
    const badPut = await put(secretary, (await list(secretary))[0]!.id, { title: '', position: 0 });
    expect(badPut.statusCode).toBe(422);
    expect(Object.keys(badPut.json().errors).sort()).toEqual(['position', 'title']);
  });

  it('edits a keyword and moves it, shifting the others', async () => {
    const secretary = await createUser(t.app, 'secretary');
    const [agenda, , , decided] = await list(secretary);
    const edited = await put(secretary, decided!.id, { title: 'Постановили', phrase: 'постановили\nрешили' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toEqual({ id: decided!.id, title: 'Постановили', phrase: 'постановили решили', position: 4 });

    const moved = await put(secretary, decided!.id, { position: 1 });
    expect(moved.json().data.position).toBe(1);
    expect(await titles(secretary)).toEqual(['Постановили', 'Повестка дня', 'Слушали', 'Выступили', 'Поручить']);
    await put(secretary, agenda!.id, { position: 99 });
    const after = await list(secretary);
    expect(after.map((k) => k.title)).toEqual(['Постановили', 'Слушали', 'Выступили', 'Поручить', 'Повестка дня']);
    expect(after.map((k) => k.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes a whole new order, which must name each of her keywords once', async () => {
    const secretary = await createUser(t.app, 'secretary');
    const ids = (await list(secretary)).map((k) => k.id);
    const order = (payload: object) => api(t.app, secretary, { method: 'PUT', url: '/api/keywords/order', payload });
    const reversed = await order({ ids: [...ids].reverse() });
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json().data.map((k: { title: string }) => k.title)).toEqual([...DEFAULT_TITLES].reverse());
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999_999]]) {
      const res = await order({ ids: bad });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ ids: ['Передайте все ваши ключевые слова, каждое по одному разу'] });
    }
  });

  it("hides other secretaries' keywords and closes the API to other roles", async () => {
    const owner = await createUser(t.app, 'secretary');
    const other = await createUser(t.app, 'secretary');
    const keyword = (await list(owner))[0]!;
    const edit = await put(other, keyword.id, { title: 'Чужое' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('Ключевое слово не найдено');
    expect((await api(t.app, other, { method: 'DELETE', url: `/api/keywords/${keyword.id}` })).statusCode).toBe(404);
    const foreignOrder = await api(t.app, other, {
      method: 'PUT',
      url: '/api/keywords/order',
      payload: { ids: [keyword.id] },
    });
    expect(foreignOrder.statusCode).toBe(422);
    expect((await titles(owner))[0]).toBe('Повестка дня');
    for (const role of ['manager', 'admin'] as const) {
      const user = await createUser(t.app, role);
      expect((await api(t.app, user, { method: 'GET', url: '/api/keywords' })).statusCode).toBe(403);
      expect((await post(user, { title: 'a', phrase: 'b' })).statusCode).toBe(403);
      expect((await put(user, keyword.id, { title: 'a' })).statusCode).toBe(403);
    }
  });
});
