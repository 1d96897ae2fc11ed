import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SPEAKER_MESSAGES } from '@protocolist/contracts/speech';
import { protocols } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp } from '../../test/app.ts';
import { meetingPeople } from '../../test/processing.ts';

/** What diarization leaves: voices labelled «Спикер N». */
const LABELLED = [
  { start: 0, end: 4, speaker: 'Спикер 1', text: 'По первому вопросу слушали Кузнецова.' },
  { start: 5, end: 9, speaker: 'Спикер 2', text: 'Выступил Кузнецов: заключили двенадцать договоров.' },
  { start: 10, end: 14, speaker: 'Спикер 3', text: 'Поставщики сорвали сроки.' },
  { start: 15, end: 19, speaker: 'Спикер 1', text: 'Решили: отчёт принять.' },
];

describe('naming the transcript’s speakers', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof meetingPeople>>;
  let protocolId: number;
  let manager: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp({ ASR_ENGINE: 'subtitles' });
    manager = await createUser(t.app, 'manager');
    people = await meetingPeople(t.app, manager.id);
    const created = await api(t.app, people.secretary, { method: 'POST', url: '/api/protocols', payload: { theme: 'Закупки', event_date: '2026-11-10' } });
    protocolId = created.json().data.id;
    await t.app.db.update(protocols).set({ transcript: LABELLED, stage: 'success_video_process' }).where(eq(protocols.id, protocolId));
  });
  afterAll(() => t.close());

  const url = () => `/api/protocols/${protocolId}/speakers`;

  it('lists each label once, in order of first appearance', async () => {
    const res = await api(t.app, people.secretary, { method: 'GET', url: url() });
    expect(res.json().data).toEqual([
      { label: 'Спикер 1', name: null, user_id: null, segments: 2, seconds: 8, sample: 'По первому вопросу слушали Кузнецова.' },
      { label: 'Спикер 2', name: null, user_id: null, segments: 1, seconds: 4, sample: 'Выступил Кузнецов: заключили двенадцать договоров.' },
      { label: 'Спикер 3', name: null, user_id: null, segments: 1, seconds: 4, sample: 'Поставщики сорвали сроки.' },
    ]);
  });

  it('names labels after members or typed names; the names reach the transcript, «Выступили» and the suggestions', async () => {
    const res = await api(t.app, people.secretary, {
      method: 'PUT',
      url: url(),
      payload: {
        speakers: [
          { label: 'Спикер 1', user_id: people.ivanov.id },
          { label: 'Спикер 2', user_id: people.kuznetsov.id },
          { label: 'Спикер 3', name: 'Гость из финансового отдела' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SPEAKER_MESSAGES.saved);
    expect(res.json().data.map((speaker: { name: string }) => speaker.name)).toEqual([
      'Иванов Сергей Петрович',
      'Кузнецов Дмитрий Андреевич',
      'Гость из финансового отдела',
    ]);
    const protocol = (await api(t.app, people.secretary, { method: 'GET', url: `/api/protocols/${protocolId}` })).json().data;
    expect(protocol.transcript.map((segment: { speaker: string }) => segment.speaker)).toEqual([
      'Иванов Сергей Петрович',
      'Кузнецов Дмитрий Андреевич',
      'Гость из финансового отдела',
      'Иванов Сергей Петрович',
    ]);
    const spoke = protocol.sections.find((section: { key: string }) => section.key === 'Выступили');
    expect(spoke.value).toBe('Кузнецов Дмитрий Андреевич: заключили 12 договоров.\nГость из финансового отдела: Поставщики сорвали сроки.');
    const suggested = protocol.suggested_members.map((member: { user_id: number; reason: string }) => [member.user_id, member.reason]);
    expect(suggested).toEqual(
      expect.arrayContaining([
        [people.ivanov.id, 'Выступает в записи'],
        [people.kuznetsov.id, 'Выступает и упоминается в записи'],
      ]),
    );
  });

  it('removes a name given by mistake, and refuses unknown labels and people', async () => {
    const cleared = await api(t.app, people.secretary, { method: 'PUT', url: url(), payload: { speakers: [{ label: 'Спикер 3', name: '' }] } });
    expect(cleared.json().data[2]).toMatchObject({ label: 'Спикер 3', name: null });
    const unknown = await api(t.app, people.secretary, { method: 'PUT', url: url(), payload: { speakers: [{ label: 'Спикер 9', name: 'Кто-то' }] } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'speakers.0.label': [SPEAKER_MESSAGES.unknownLabel] });
    const admin = await createUser(t.app, 'admin');
    const notDirectory = await api(t.app, people.secretary, { method: 'PUT', url: url(), payload: { speakers: [{ label: 'Спикер 1', user_id: admin.id }] } });
    expect(notDirectory.statusCode).toBe(422);
    const other = await createUser(t.app, 'secretary');
    expect((await api(t.app, other, { method: 'GET', url: url() })).statusCode).toBe(404);
    expect((await api(t.app, manager, { method: 'GET', url: url() })).statusCode).toBe(200);
    expect((await api(t.app, manager, { method: 'PUT', url: url(), payload: { speakers: [] } })).statusCode).toBe(403);
  });
});
