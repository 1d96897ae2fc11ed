import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { SearchHit, SearchResults } from '@protocolist/contracts/search';
import { parseSubtitles } from '../../pipeline/subtitles/parse-subtitles.ts';
import { api, createUser, type TestUser } from '../../test/app.ts';
import { MEETING_VTT } from '../../test/files.ts';
import { createMeeting } from '../../test/meetings.ts';
import { createPeople, createProtocol, type People } from '../../test/protocols.ts';

/**
 * A small organisation's archive for the search tests, written through the API (the index follows by its
 * triggers): the sample meeting of ../shared/meetings/zakupki with its transcript, sections and two tasks, a
 * repair meeting with ё in its words, and other secretaries' work on the same subjects (scope).
 */
export interface Corpus {
  people: People;
  kuznetsov: TestUser;
  popova: TestUser;
  /** Names → ids of what was written. */
  ids: Record<string, number>;
}

async function ok(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body).data;
}

async function task(app: FastifyInstance, user: TestUser, protocolId: number, responsible: number, essence: string, deadline: string) {
  const data = await ok(
    await api(app, user, { method: 'POST', url: `/api/protocols/${protocolId}/tasks`, payload: { responsible_id: responsible, essence, deadline } }),
    'task',
  );
  return data.id as number;
}

async function sections(app: FastifyInstance, user: TestUser, protocolId: number, list: [string, string][]) {
  await ok(
    await api(app, user, {
      method: 'PUT',
      url: `/api/protocols/${protocolId}/sections`,
      payload: { sections: list.map(([key, value]) => ({ key, value })) },
    }),
    'sections',
  );
}

async function transcript(app: FastifyInstance, user: TestUser, protocolId: number, segments: { start: number; end: number; speaker?: string | null; text: string }[]) {
  await ok(await api(app, user, { method: 'PUT', url: `/api/protocols/${protocolId}/transcript`, payload: { segments } }), 'transcript');
}

export async function buildCorpus(app: FastifyInstance): Promise<Corpus> {
  const people = await createPeople(app);
  const { secretary, otherSecretary, colleague } = people;
  const kuznetsov = await createUser(app, 'external', { full_name: 'Кузнецов Дмитрий Андреевич', password_hash: null });
  const popova = await createUser(app, 'external', { full_name: 'Попова Елена Викторовна', password_hash: null });
  const ids: Record<string, number> = {};

  // The sample meeting: its real transcript (10 cues, 78 s) and the decision and tasks it speaks of.
  const zakupki = await createProtocol(app, secretary, {
    theme: 'Планёрка отдела закупок',
    agenda: 'Итоги закупок за октябрь. Подготовка к тендеру на поставку оргтехники',
    event_date: '2026-11-10',
  });
  ids.zakupki = zakupki.id;
  await transcript(app, secretary, zakupki.id, parseSubtitles(readFileSync(MEETING_VTT, 'utf8')));
  await sections(app, secretary, zakupki.id, [
    ['Слушали', 'Кузнецова Дмитрия Андреевича об итогах закупок за октябрь: двенадцать договоров, экономия семь процентов.'],
    ['Решили', 'Отчёт принять к сведению. Поручить Кузнецову подготовить претензии поставщикам до 25 ноября.'],
    ['Постановили', 'Согласовать техническое задание с отделом информационных технологий.'],
  ]);
  ids.claimsTask = await task(app, secretary, zakupki.id, kuznetsov.id, 'Подготовить претензии поставщикам, сорвавшим сроки поставки бумаги', '2027-11-25');
  ids.tenderTask = await task(app, secretary, zakupki.id, popova.id, 'Разместить извещение о тендере на поставку оргтехники', '2027-12-01');

  // A second protocol of hers: ё and е, a phrase, a meeting in another month.
  const repair = await createProtocol(app, secretary, {
    theme: 'Ремонт склада',
    agenda: 'Смета на ремонт крыши склада',
    event_date: '2026-09-15',
  });
  ids.repair = repair.id;
  await sections(app, secretary, repair.id, [
    ['Решили', 'Утвердить смету на ремонт крыши. Ещё раз проверить счёт подрядчика.'],
  ]);
  await transcript(app, secretary, repair.id, [
    { start: 0, end: 5, speaker: 'Спикер 1', text: 'Начнём с ремонта крыши склада.' },
    { start: 5.5, end: 12, speaker: 'Спикер 2', text: 'Подрядчик прислал счет на четыреста тысяч, это дороже, чем мы ждали.' },
    { start: 12.5, end: 20, speaker: 'Спикер 1', text: 'Ёлки новогодние на складе тоже надо убрать до ремонта.' },
  ]);
  ids.roofTask = await task(app, secretary, repair.id, popova.id, 'Еще раз согласовать счет подрядчика на ремонт крыши', '2027-10-01');
  ids.leaseMeeting = (
    await createMeeting(app, secretary, {
      theme: 'Согласование договора аренды',
      description: 'Обсудить арендную плату и сроки поставки мебели',
      event_date: '2026-12-03',
    })
  ).id;

  // Another team's secretary on the same subjects: a secretary of another manager must never see these.
  const budget = await createProtocol(app, otherSecretary, {
    theme: 'Бюджет закупок на следующий год',
    agenda: 'Тендер на охрану и претензии поставщикам прошлого года',
    event_date: '2026-11-12',
  });
  ids.budget = budget.id;
  ids.guardTask = await task(app, otherSecretary, budget.id, kuznetsov.id, 'Подготовить тендер на охрану офиса', '2027-12-15');
  ids.guardMeeting = (await createMeeting(app, otherSecretary, { theme: 'Тендер на охрану', description: 'Выбор поставщика охраны', event_date: '2026-11-20' })).id;

  // A secretary without a manager.
  const stock = await createProtocol(app, colleague, { theme: 'Инвентаризация склада', agenda: 'Тендер на складскую технику', event_date: '2026-10-05' });
  ids.stock = stock.id;
  return { people, kuznetsov, popova, ids };
}

export async function search(app: FastifyInstance, user: TestUser | null, params: Record<string, string | number>) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return api(app, user, { method: 'GET', url: `/api/search?${query.toString()}` });
}

export async function searchResults(app: FastifyInstance, user: TestUser, params: Record<string, string | number>): Promise<SearchResults> {
  const res = await search(app, user, { limit: 50, ...params });
  if (res.statusCode !== 200) throw new Error(`search ${JSON.stringify(params)}: ${res.statusCode} ${res.body}`);
  return res.json().data as SearchResults;
}

/** A hit as the tests name it: kind, the row it opens and, for a section or a transcript, where in it. */
export function describeHit(hit: SearchHit): string {
  if (hit.kind === 'task') return `task:${hit.task!.id}`;
  if (hit.kind === 'meeting') return `meeting:${hit.meeting!.id}`;
  if (hit.kind === 'transcript') return `transcript:${hit.protocol!.id}@${hit.start}`;
  return `protocol:${hit.protocol!.id}${hit.section ? `/${hit.section}` : ''}`;
}

export const snippetText = (hit: SearchHit) => hit.snippet.map((part) => (part.hit ? `[${part.text}]` : part.text)).join('');
