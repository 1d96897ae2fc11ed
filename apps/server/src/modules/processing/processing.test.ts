import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ProtocolEvent } from '@protocolist/contracts/events';
import { protocolTasks, protocols } from '../../db/schema.ts';
import { api, createUser, createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { SHARED_DIR } from '../../test/files.ts';
import { meetingPeople, protocolWithVideo, waitForStage } from '../../test/processing.ts';

const FAST_JOBS = { JOB_POLL_SECONDS: '0.5', PROCESSING_RETRY_DELAY_SECONDS: '1' };

describe('video processing with the subtitles engine (the sample meeting)', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof meetingPeople>>;
  let manager: TestUser;
  let other: TestUser;
  const events: ProtocolEvent[] = [];

  beforeAll(async () => {
    t = await createTestApp({ ...FAST_JOBS, ASR_ENGINE: 'subtitles' });
    manager = await createUser(t.app, 'manager');
    people = await meetingPeople(t.app, manager.id);
    other = await createUser(t.app, 'secretary');
    t.app.events.subscribe(people.secretary, (event) => {
      if (event.type === 'protocol.stage' || event.type === 'protocol.progress') events.push(event);
    });
  });
  afterAll(() => t.close());

  it('turns the uploaded meeting into a transcript, sections and the two tasks', async () => {
    const { secretary, ivanov, kuznetsov, popova } = people;
    const protocolId = await protocolWithVideo(t.app, secretary, {
      members: [ivanov.id, kuznetsov.id, popova.id],
      subtitles: true,
    });
    expect((await api(t.app, other, { method: 'POST', url: `/api/protocols/${protocolId}/process-video` })).statusCode).toBe(404);
    expect((await api(t.app, manager, { method: 'POST', url: `/api/protocols/${protocolId}/process-video` })).statusCode).toBe(403);

    const start = await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${protocolId}/process-video` });
    expect(start.statusCode).toBe(200);
    const again = await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${protocolId}/process-video` });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Видео уже обрабатывается');

    const done = await waitForStage(t.app, protocolId, ['success_video_process', 'error_video_process']);
    expect(done.stage_error).toBeNull();
    expect(done.stage).toBe('success_video_process');
    expect(done.progress).toBe(100);
    expect(done.transcript!.length).toBeGreaterThanOrEqual(10);
    expect(done.transcript![0]).toMatchObject({ speaker: 'Иванов Сергей Петрович', start: 0 });
    // No chair was set: the one who opened the meeting, gave the floor and closed it is found.
    expect(done.director_id).toBe(ivanov.id);
    const keys = done.sections!.map((section) => section.key);
    expect(keys).toEqual(expect.arrayContaining(['Повестка дня', 'Слушали', 'Выступили', 'Решили', 'Поручить']));

    const tasks = done.suggested_tasks as { id: string; responsible_id: number; deadline: string; essence: string }[];
    expect(tasks.map((task) => [task.responsible_id, task.deadline])).toEqual([
      [kuznetsov.id, '2026-11-25'],
      [popova.id, '2026-12-01'],
    ]);
    expect(tasks[0]!.essence).toMatch(/претензи/i);
    expect(tasks[1]!.essence).toMatch(/извещение о тендере/i);

    // The event is published after the result's commit, which waitForStage may see first.
    const finalEvent = () => events.find((event) => event.protocol_id === protocolId && event.stage === 'success_video_process');
    await expect
      .poll(() => finalEvent()?.message, { timeout: 5000 })
      .toBe(`Протокол №${done.protocol_number} «Планёрка отдела закупок»: обработка видео завершена`);

    for (const task of tasks) {
      const accepted = await api(t.app, secretary, {
        method: 'POST',
        url: `/api/protocols/${protocolId}/suggestions/tasks/${task.id}/accept`,
        payload: {},
      });
      expect(accepted.statusCode).toBe(201);
    }
    const saved = await t.app.db.select().from(protocolTasks).where(eq(protocolTasks.protocol_id, protocolId));
    expect(saved.map((task) => [task.responsible_id, task.deadline]).sort()).toEqual(
      [
        [kuznetsov.id, '2026-11-25'],
        [popova.id, '2026-12-01'],
      ].sort(),
    );
    const [after] = await t.app.db.select().from(protocols).where(eq(protocols.id, protocolId));
    expect(after!.suggested_tasks).toEqual([]);
    const missing = await api(t.app, secretary, {
      method: 'DELETE',
      url: `/api/protocols/${protocolId}/suggestions/tasks/${tasks[0]!.id}`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('re-processing keeps what the secretary edited', async () => {
    const protocolId = await protocolWithVideo(t.app, people.secretary, { subtitles: true });
    await api(t.app, people.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/process-video` });
    await waitForStage(t.app, protocolId, ['success_video_process']);
    const edited = [{ key: 'Решили', value: 'Текст, исправленный секретарём' }];
    const put = await api(t.app, people.secretary, {
      method: 'PUT',
      url: `/api/protocols/${protocolId}/sections`,
      payload: { sections: edited },
    });
    expect(put.statusCode).toBe(200);
    const again = await api(t.app, people.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/process-video` });
    expect(again.statusCode).toBe(200);
    const done = await waitForStage(t.app, protocolId, ['success_video_process']);
    expect(done.sections).toEqual(edited);
  });

  it('refuses to process without a video and rejects a file that is not subtitles', async () => {
    const created = await api(t.app, people.secretary, {
      method: 'POST',
      url: '/api/protocols',
      payload: { theme: 'Без видео', event_date: '2026-11-10' },
    });
    const protocolId = created.json().data.id;
    const res = await api(t.app, people.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/process-video` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Сначала загрузите видео');
  });
});

describe('video processing with the whisper engine', () => {
  it('handles the empty transcript of the test model without hanging', async () => {
    const t = await createTestApp({
      ...FAST_JOBS,
      ASR_ENGINE: 'whisper',
      WHISPER_MODEL: `${SHARED_DIR}/models/whisper/for-tests-ggml-tiny.bin`,
      WHISPER_AUDIO_CTX: '64',
      WHISPER_THREADS: '1',
    });
    try {
      const { secretary } = await meetingPeople(t.app);
      const protocolId = await protocolWithVideo(t.app, secretary);
      await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${protocolId}/process-video` });
      const done = await waitForStage(t.app, protocolId, ['success_video_process', 'error_video_process'], 120_000);
      expect(done.stage_error).toBeNull();
      expect(done.stage).toBe('success_video_process');
      expect(done.transcript).toEqual([]);
      expect(done.sections).toEqual([]);
    } finally {
      await t.close();
    }
  }, 180_000);

  it('ends in error_video_process with a clear reason when the model is broken', async () => {
    const t = await createTestApp({
      ...FAST_JOBS,
      ASR_ENGINE: 'whisper',
      WHISPER_MODEL: `${SHARED_DIR}/models/not-models/Meeting-Asisstant_ggml-base.bin`,
    });
    try {
      const { secretary } = await meetingPeople(t.app);
      const protocolId = await protocolWithVideo(t.app, secretary);
      await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${protocolId}/process-video` });
      const done = await waitForStage(t.app, protocolId, ['success_video_process', 'error_video_process'], 120_000);
      expect(done.stage).toBe('error_video_process');
      expect(done.stage_error).toMatch(/модел/i);
    } finally {
      await t.close();
    }
  }, 180_000);
});
