import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@protocolist/contracts/messages';
import { SEARCH_MESSAGES } from '@protocolist/contracts/search';
import { api, createTestApp, type TestApp } from '../../test/app.ts';
import { buildCorpus, describeHit, search, searchResults, snippetText, type Corpus } from './test-corpus.ts';

/**
 * Russian queries against the corpus (test-corpus.ts) with the hits each must return, no more, no fewer: word
 * forms, names in other cases, ё and е, phrases, exclusions, alternatives, filters. Transcript hits name the
 * second of ../shared/meetings/zakupki/meeting.vtt where the words are said.
 */
describe('search: Russian queries', () => {
  let t: TestApp;
  let c: Corpus;

  beforeAll(async () => {
    t = await createTestApp();
    c = await buildCorpus(t.app);
  }, 120_000);
  afterAll(async () => t?.close());

  const find = async (params: Record<string, string | number>) =>
    (await searchResults(t.app, c.people.secretary, params)).data.map(describeHit).sort();

  // Where things are, by the names the corpus gave them.
  const z = () => c.ids.zakupki;
  const r = () => c.ids.repair;
  const cases: [string, Record<string, string | number>, () => string[]][] = [
    ['the issue’s own query', { q: 'претензии поставщикам' }, () => [`protocol:${z()}/Решили`, `task:${c.ids.claimsTask}`, `transcript:${z()}@34.663`]],
    ['other word forms', { q: 'претензия поставщика' }, () => [`protocol:${z()}/Решили`, `task:${c.ids.claimsTask}`, `transcript:${z()}@34.663`]],
    ['a phrase in quotes', { q: '"претензии поставщикам"' }, () => [`protocol:${z()}/Решили`, `task:${c.ids.claimsTask}`, `transcript:${z()}@34.663`]],
    ['a phrase in the other order finds nothing', { q: '"поставщикам претензии"' }, () => []],
    [
      'a plural finds the singular too',
      { q: 'поставщики' },
      () => [`protocol:${z()}/Решили`, `task:${c.ids.claimsTask}`, `transcript:${z()}@26.557`, `transcript:${z()}@34.663`],
    ],
    [
      'a name in the dative',
      { q: 'Кузнецову' },
      () => [`protocol:${z()}/Решили`, `protocol:${z()}/Слушали`, `task:${c.ids.claimsTask}`, `transcript:${z()}@12.723`, `transcript:${z()}@34.663`],
    ],
    [
      'a surname in the nominative finds its other cases',
      { q: 'Кузнецов' },
      () => [`protocol:${z()}/Решили`, `protocol:${z()}/Слушали`, `task:${c.ids.claimsTask}`, `transcript:${z()}@12.723`, `transcript:${z()}@34.663`],
    ],
    [
      'the same name in the instrumental',
      { q: 'Кузнецовым' },
      () => [`protocol:${z()}/Решили`, `protocol:${z()}/Слушали`, `task:${c.ids.claimsTask}`, `transcript:${z()}@12.723`, `transcript:${z()}@34.663`],
    ],
    [
      'a woman’s name in the genitive finds her tasks and her words',
      { q: 'Поповой' },
      () => [`task:${c.ids.roofTask}`, `task:${c.ids.tenderTask}`, `transcript:${z()}@26.557`, `transcript:${z()}@43.865`],
    ],
    ['е finds ё', { q: 'отчет' }, () => [`protocol:${z()}/Решили`, `transcript:${z()}@34.663`]],
    ['ё finds е', { q: 'счёт' }, () => [`protocol:${r()}/Решили`, `task:${c.ids.roofTask}`, `transcript:${r()}@5.5`]],
    ['е finds е and ё', { q: 'счет подрядчика' }, () => [`protocol:${r()}/Решили`, `task:${c.ids.roofTask}`, `transcript:${r()}@5.5`]],
    ['елки finds «Ёлки»', { q: 'елки' }, () => [`transcript:${r()}@12.5`]],
    ['планерка finds «планёрка» and «планёрку»', { q: 'планерка' }, () => [`protocol:${z()}`, `transcript:${z()}@0`, `transcript:${z()}@74.201`]],
    [
      'a word in a header, a task and two pieces of a transcript',
      { q: 'тендер' },
      () => [`protocol:${z()}`, `task:${c.ids.tenderTask}`, `transcript:${z()}@0`, `transcript:${z()}@47.804`],
    ],
    ['kind: tasks only', { q: 'тендер', kind: 'task' }, () => [`task:${c.ids.tenderTask}`]],
    ['kind: transcripts only', { q: 'тендер', kind: 'transcript' }, () => [`transcript:${z()}@0`, `transcript:${z()}@47.804`]],
    [
      'a word with an exclusion',
      { q: 'тендер -оргтехника' },
      () => [`transcript:${z()}@47.804`],
    ],
    [
      '«или» offers alternatives',
      { q: 'оргтехника или смета' },
      () => [`protocol:${z()}`, `task:${c.ids.tenderTask}`, `transcript:${z()}@0`, `protocol:${r()}`, `protocol:${r()}/Решили`],
    ],
    [
      'without dates a meeting is found too',
      { q: 'поставки' },
      () => [`protocol:${z()}`, `task:${c.ids.tenderTask}`, `task:${c.ids.claimsTask}`, `transcript:${z()}@0`, `meeting:${c.ids.leaseMeeting}`],
    ],
    [
      'dates from and to (a task by its protocol’s day)',
      { q: 'поставки', from: '2026-11-01', to: '2026-11-30' },
      () => [`protocol:${z()}`, `task:${c.ids.tenderTask}`, `task:${c.ids.claimsTask}`, `transcript:${z()}@0`],
    ],
    ['only from', { q: 'поставки', from: '2026-12-01' }, () => [`meeting:${c.ids.leaseMeeting}`]],
    ['kind: meetings only', { q: 'поставки', kind: 'meeting' }, () => [`meeting:${c.ids.leaseMeeting}`]],
    [
      'two words anywhere in a piece',
      { q: 'ремонт крыши' },
      () => [`protocol:${r()}`, `protocol:${r()}/Решили`, `task:${c.ids.roofTask}`, `transcript:${r()}@0`],
    ],
    ['a section and a header', { q: 'смета' }, () => [`protocol:${r()}`, `protocol:${r()}/Решили`]],
    ['a meeting by its theme', { q: 'аренда' }, () => [`meeting:${c.ids.leaseMeeting}`]],
    ['a phrase said in the meeting', { q: '"техническое задание"' }, () => [`protocol:${z()}/Постановили`, `transcript:${z()}@47.804`]],
    ['words said once', { q: 'гарантийный срок' }, () => [`transcript:${z()}@56.159`]],
    ['numbers in words', { q: 'двенадцать договоров' }, () => [`protocol:${z()}/Слушали`, `transcript:${z()}@17.333`]],
    ['another secretary’s words are not hers', { q: 'охрана' }, () => []],
    ['only stop words find nothing', { q: 'и в на' }, () => []],
  ];

  it.each(cases)('%s', async (_name, params, expected) => {
    expect(await find(params)).toEqual(expected().sort());
  });

  it('ranks a word in a theme above the same word in a transcript', async () => {
    const { data } = await searchResults(t.app, c.people.secretary, { q: 'ремонт склада' });
    expect(describeHit(data[0]!)).toBe(`protocol:${r()}`);
    expect(data.at(-1)!.kind).toBe('transcript');
  });

  it('marks the matched words in the snippet, a phrase as one mark', async () => {
    const { data } = await searchResults(t.app, c.people.secretary, { q: 'претензии поставщикам', kind: 'task' });
    expect(snippetText(data[0]!)).toBe('Подготовить [претензии поставщикам], сорвавшим сроки поставки бумаги');
    const transcript = (await searchResults(t.app, c.people.secretary, { q: 'гарантийный срок' })).data[0]!;
    expect(snippetText(transcript)).toContain('[гарантийный срок]');
    expect(transcript.protocol).toMatchObject({ id: z(), theme: 'Планёрка отдела закупок' });
  });

  it('describes each hit: protocol, task with its owner and deadline, meeting with its time', async () => {
    const { data } = await searchResults(t.app, c.people.secretary, { q: 'претензии поставщикам', kind: 'task' });
    expect(data[0]).toMatchObject({
      kind: 'task',
      event_date: '2026-11-10',
      secretary: { id: c.people.secretary.id, full_name: 'Смирнова Анна' },
      task: { id: c.ids.claimsTask, status: 'process', deadline: '2027-11-25', responsible: 'Кузнецов Дмитрий Андреевич' },
      section: null,
      start: null,
    });
    const [meeting] = (await searchResults(t.app, c.people.secretary, { q: 'аренда' })).data;
    expect(meeting).toMatchObject({ kind: 'meeting', event_date: '2026-12-03', meeting: { id: c.ids.leaseMeeting, event_start_time: '10:00' }, protocol: null });
  });

  it('counts hits of every kind and pages through them', async () => {
    const first = await searchResults(t.app, c.people.secretary, { q: 'тендер', limit: 3 });
    expect(first.counts).toEqual({ protocol: 1, transcript: 2, task: 1, meeting: 0 });
    expect(first.meta).toMatchObject({ total: 4, last_page: 2, per_page: 3, current_page: 1 });
    const second = await searchResults(t.app, c.people.secretary, { q: 'тендер', limit: 3, page: 2 });
    expect(second.data).toHaveLength(1);
    expect([...first.data, ...second.data].map(describeHit).sort()).toEqual(
      [`protocol:${z()}`, `task:${c.ids.tenderTask}`, `transcript:${z()}@0`, `transcript:${z()}@47.804`].sort(),
    );
    const tasks = await searchResults(t.app, c.people.secretary, { q: 'тендер', kind: 'task' });
    expect(tasks.meta.total).toBe(1);
    expect(tasks.counts.transcript).toBe(2);
  });

  it('filters by the protocol’s stage (meetings have none)', async () => {
    const protocol = (await api(t.app, c.people.secretary, { method: 'GET', url: `/api/protocols/${z()}` })).json().data;
    expect(await find({ q: 'тендер', stage: protocol.stage })).toHaveLength(4);
    expect(await find({ q: 'поставки', stage: protocol.stage })).not.toContain(`meeting:${c.ids.leaseMeeting}`);
    expect(await find({ q: 'тендер', stage: protocol.stage === 'final' ? 'no_video' : 'final' })).toEqual([]);
  });

  it('follows edits: a changed task, a saved final text, a deleted protocol', async () => {
    const { secretary } = c.people;
    await api(t.app, secretary, { method: 'PUT', url: `/api/protocols/tasks/${c.ids.roofTask}`, payload: { essence: 'Вызвать кровельщика' } });
    expect(await find({ q: 'кровельщик' })).toEqual([`task:${c.ids.roofTask}`]);
    expect(await find({ q: 'счет' })).not.toContain(`task:${c.ids.roofTask}`);

    const saved = await api(t.app, secretary, {
      method: 'POST',
      url: `/api/protocols/${r()}/final`,
      payload: { final_transcript: [{ key: 'Решили', value: 'Перенести ремонт на весну' }], location: 'Склад', city: 'Москва' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await find({ q: 'весна' })).toEqual([`protocol:${r()}/Решили`]);
    expect(await find({ q: 'смета' })).toEqual([`protocol:${r()}`]);

    await api(t.app, secretary, { method: 'DELETE', url: `/api/protocols/${r()}` });
    // What is left is the sample meeting's «платить за ремонт».
    expect(await find({ q: 'ремонт' })).toEqual([`transcript:${z()}@56.159`]);
  });
});

describe('search: bad input is 422 in Russian', () => {
  let t: TestApp;
  let c: Corpus;
  beforeAll(async () => {
    t = await createTestApp();
    c = await buildCorpus(t.app);
  }, 120_000);
  afterAll(async () => t?.close());

  it.each([
    [{}, 'q', SEARCH_MESSAGES.queryRequired],
    [{ q: '   ' }, 'q', SEARCH_MESSAGES.queryRequired],
    [{ q: 'а'.repeat(201) }, 'q', SEARCH_MESSAGES.queryTooLong],
    [{ q: 'тендер', kind: 'files' }, 'kind', SEARCH_MESSAGES.kind],
    [{ q: 'тендер', from: '2026-13-01' }, 'from', VALIDATION.date],
    [{ q: 'тендер', from: '2026-11-10', to: '2026-11-01' }, 'to', SEARCH_MESSAGES.toBeforeFrom],
    [{ q: 'тендер', page: 0 }, 'page', SEARCH_MESSAGES.page],
    [{ q: 'тендер', limit: 500 }, 'limit', SEARCH_MESSAGES.limit],
  ] as [Record<string, string | number>, string, string][])('%j → 422 on %s', async (params, field, message) => {
    const res = await search(t.app, c.people.secretary, params);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it('is described in the OpenAPI document with its parameters', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/search'].get;
    expect(operation.tags).toEqual(['search']);
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'kind', 'from', 'to', 'secretary', 'stage', 'page', 'limit']),
    );
    expect(operation.parameters.find((p: { name: string }) => p.name === 'q').required).toBe(true);
  });

  it('is closed to guests', async () => {
    expect((await search(t.app, null, { q: 'тендер' })).statusCode).toBe(401);
  });
});
