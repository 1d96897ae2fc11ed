import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { protocols } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createPeople, createProtocol, type People } from '../../test/protocols.ts';

const TEXT = 'Иванов С.П.: Добрый день. Повестка дня: бюджет.\n\nПетрова: Решили: утвердить бюджет.\nПоручено Сидорову: отчёт';

describe('transcript, sections and the final text', () => {
  let t: TestApp;
  let p: People;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    p = await createPeople(t.app);
  });
  afterAll(() => t.close());

  const putTranscript = (user: TestUser, id: number, payload: object) =>
    api(t.app, user, { method: 'PUT', url: `/api/protocols/${id}/transcript`, payload });
  const read = async (id: number) => (await t.app.db.select().from(protocols).where(eq(protocols.id, id)))[0]!;
  const keysOf = (sections: { key: string }[] | null) => (sections ?? []).map((s) => s.key);

  it('takes a pasted transcript, one segment per line, and cuts it by the default keywords', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const res = await putTranscript(p.secretary, protocol.id, { text: TEXT });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { start: 0, end: 0, speaker: 'Иванов С.П.', text: 'Добрый день. Повестка дня: бюджет.' },
      { start: 0, end: 0, speaker: 'Петрова', text: 'Решили: утвердить бюджет.' },
      { start: 0, end: 0, speaker: null, text: 'Поручено Сидорову: отчёт' },
    ]);
    const full = (await api(t.app, p.manager, { method: 'GET', url: `/api/protocols/${protocol.id}` })).json().data;
    expect(full.transcript).toHaveLength(3);
    expect(full.transcript_edited).toBe(true);
    expect(full.sections.map((s: { key: string; value: string }) => [s.key, s.value])).toEqual([
      ['Вступление', 'Добрый день.'],
      ['Повестка дня', 'О бюджете'],
      ['Решили', 'утвердить бюджет.'],
      ['Поручить', 'Сидорову: отчёт'],
    ]);
    const transcript = await api(t.app, p.admin, { method: 'GET', url: `/api/protocols/${protocol.id}/transcript` });
    expect(transcript.json().data).toEqual(res.json().data);
  });

  it('takes timed segments as they are', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const segments = [
      { start: 0, end: 4.5, speaker: 'Иванов', text: 'Коллеги, начнём.' },
      { start: 4.5, end: 9, text: 'Решили перенести сроки.' },
    ];
    const res = await putTranscript(p.secretary, protocol.id, { segments });
    expect(res.json().data[1]).toEqual({ ...segments[1], speaker: null });
    expect((await read(protocol.id)).sections).toEqual([
      { key: 'Вступление', value: 'Коллеги, начнём.', start: 0 },
      { key: 'Решили', value: 'перенести сроки.', start: 4.5 },
    ]);
    const bad = await putTranscript(p.secretary, protocol.id, { segments: [{ start: -1, text: 5 }] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['segments.0.end', 'segments.0.start', 'segments.0.text']);
    const none = await putTranscript(p.secretary, protocol.id, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Передайте текст стенограммы (text) или её фрагменты (segments)');
  });

  it('lets only the owner change the transcript and sections', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    expect((await putTranscript(p.manager, protocol.id, { text: 'x' })).statusCode).toBe(403);
    expect((await putTranscript(p.admin, protocol.id, { text: 'x' })).statusCode).toBe(403);
    expect((await putTranscript(p.otherSecretary, protocol.id, { text: 'x' })).statusCode).toBe(404);
    const sections = { sections: [{ key: 'Решили', value: 'x' }] };
    for (const [user, code] of [[p.manager, 403], [p.otherManager, 404]] as const) {
      const res = await api(t.app, user, { method: 'PUT', url: `/api/protocols/${protocol.id}/sections`, payload: sections });
      expect(res.statusCode).toBe(code);
    }
    const rebuild = await api(t.app, p.admin, { method: 'POST', url: `/api/protocols/${protocol.id}/sections/rebuild` });
    expect(rebuild.statusCode).toBe(403);
    expect((await api(t.app, p.otherSecretary, { method: 'GET', url: `/api/protocols/${protocol.id}/transcript` })).statusCode).toBe(404);
  });

  it('keeps sections the secretary edited until she asks to rebuild them', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    await putTranscript(p.secretary, protocol.id, { text: 'Решили: одно.' });
    const edited = [
      { key: 'Решили', value: 'Одно, по-моему.' },
      { key: 'Особое мнение', value: 'Нет' },
    ];
    const saved = await api(t.app, p.secretary, {
      method: 'PUT',
      url: `/api/protocols/${protocol.id}/sections`,
      payload: { sections: edited },
    });
    expect(saved.statusCode).toBe(200);
    await putTranscript(p.secretary, protocol.id, { text: 'Повестка дня: другое. Решили: другое.' });
    expect((await read(protocol.id)).sections).toEqual(edited);
    const final = await api(t.app, p.secretary, { method: 'GET', url: `/api/protocols/${protocol.id}/final` });
    expect(final.json().data).toEqual(edited);

    const rebuilt = await api(t.app, p.secretary, { method: 'POST', url: `/api/protocols/${protocol.id}/sections/rebuild` });
    expect(rebuilt.json().data.map((s: { key: string }) => s.key)).toEqual(['Повестка дня', 'Решили']);
    const row = await read(protocol.id);
    expect(row.sections_edited).toBe(false);
    expect(keysOf(row.sections)).toEqual(['Повестка дня', 'Решили']);

    const invalid = await api(t.app, p.secretary, {
      method: 'PUT',
      url: `/api/protocols/${protocol.id}/sections`,
      payload: { sections: [{ key: '', value: 'x' }] },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ 'sections.0.key': ['Поле обязательно для заполнения'] });
  });

  it('builds the final text from the transcript when there are no draft sections yet', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const empty = await api(t.app, p.secretary, { method: 'GET', url: `/api/protocols/${protocol.id}/final` });
    expect(empty.json().data).toEqual([]);
    await t.app.db
      .update(protocols)
      .set({ transcript: [{ start: 1, end: 2, text: 'Заслушали доклад. Решили: принять.' }], sections: null })
      .where(eq(protocols.id, protocol.id));
    const res = await api(t.app, p.manager, { method: 'GET', url: `/api/protocols/${protocol.id}/final` });
    expect(res.json().data).toEqual([
      { key: 'Слушали', value: 'доклад.' },
      { key: 'Решили', value: 'принять.' },
    ]);
  });

  it('re-cuts drafts after keyword changes, but not final protocols or edited sections', async () => {
    const secretary = await createUser(t.app, 'secretary');
    const text = 'Вводная часть. Итоги: всё хорошо. Решили: продолжать.';
    const draft = await createProtocol(t.app, secretary);
    const edited = await createProtocol(t.app, secretary);
    const final = await createProtocol(t.app, secretary);
    for (const protocol of [draft, edited, final]) await putTranscript(secretary, protocol.id, { text });
    await api(t.app, secretary, {
      method: 'PUT',
      url: `/api/protocols/${edited.id}/sections`,
      payload: { sections: [{ key: 'Моё', value: 'не трогать' }] },
    });
    await t.app.db.update(protocols).set({ stage: 'final' }).where(eq(protocols.id, final.id));
    const before = keysOf((await read(final.id)).sections);
    expect(keysOf((await read(draft.id)).sections)).toEqual(['Вступление', 'Решили']);

    const created = await api(t.app, secretary, {
      method: 'POST',
      url: '/api/keywords',
      payload: { title: 'Итоги', phrase: 'итоги' },
    });
    expect(created.statusCode).toBe(201);
    expect(keysOf((await read(draft.id)).sections)).toEqual(['Вступление', 'Итоги', 'Решили']);
    expect((await read(edited.id)).sections).toEqual([{ key: 'Моё', value: 'не трогать' }]);
    expect(keysOf((await read(final.id)).sections)).toEqual(before);

    const keywordId = created.json().data.id;
    await api(t.app, secretary, { method: 'PUT', url: `/api/keywords/${keywordId}`, payload: { title: 'Результаты' } });
    expect(keysOf((await read(draft.id)).sections)).toEqual(['Вступление', 'Результаты', 'Решили']);
    await api(t.app, secretary, { method: 'DELETE', url: `/api/keywords/${keywordId}` });
    expect(keysOf((await read(draft.id)).sections)).toEqual(['Вступление', 'Решили']);
    // Another secretary's keywords never touch these protocols.
    await api(t.app, p.secretary, { method: 'POST', url: '/api/keywords', payload: { title: 'Вводная', phrase: 'вводная' } });
    expect(keysOf((await read(draft.id)).sections)).toEqual(['Вступление', 'Решили']);
  });
});
