import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROTOCOL_STAGES, type ProtocolStage } from '@protocolist/contracts/enums';
import { protocols } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { api, createTestApp, type TestApp } from '../../test/app.ts';
import { canTransition, statusForStage } from '@protocolist/contracts/stages';
import { transitionStage } from './stages.ts';
import { createPeople, createProtocol, type People } from '../../test/protocols.ts';

const ALLOWED = new Set([
  'no_video→video_uploaded',
  'no_video→finish',
  'video_uploaded→video_process',
  // A new upload replaces a video not processed yet, or one whose processing failed.
  'video_uploaded→video_uploaded',
  'error_video_process→video_uploaded',
  'video_process→success_video_process',
  'video_process→error_video_process',
  'error_video_process→video_process',
  'success_video_process→finish',
  // Re-processing a processed video (it never overwrites the secretary's edits).
  'success_video_process→video_process',
  'finish→final',
  'final→finish',
]);

describe('stage machine', () => {
  it('allows exactly the documented steps', () => {
    for (const from of PROTOCOL_STAGES) {
      for (const to of PROTOCOL_STAGES) {
        expect(canTransition(from, to), `${from}→${to}`).toBe(ALLOWED.has(`${from}→${to}`));
      }
    }
  });

  it('keeps the status in work until the final stage', () => {
    expect(PROTOCOL_STAGES.filter((stage) => statusForStage(stage) === 'success')).toEqual(['final']);
  });
});

describe('protocol stages through the API and transitionStage', () => {
  let t: TestApp;
  let p: People;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    p = await createPeople(t.app);
  });
  afterAll(() => t.close());

  const setStage = (id: number, stage: ProtocolStage) =>
    t.app.db.update(protocols).set({ stage }).where(eq(protocols.id, id));
  const step = (user: People[keyof People], id: number, stage: string) =>
    api(t.app, user, { method: 'POST', url: `/api/protocols/${id}/stage`, payload: { stage } });
  const finalBody = {
    final_transcript: [
      { key: 'Повестка дня', value: 'Бюджет' },
      { key: 'Решили', value: 'Утвердить' },
    ],
    location: 'Зал заседаний',
    city: 'Казань',
    event_start_time: '11:30',
  };
  const saveFinal = (user: People[keyof People], id: number, payload: object = finalBody) =>
    api(t.app, user, { method: 'POST', url: `/api/protocols/${id}/final`, payload });

  it('moves a hand-written protocol to «Проверен», to «Итоговый» and back', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const finished = await step(p.secretary, protocol.id, 'finish');
    expect(finished.statusCode).toBe(200);
    expect(finished.json().data).toMatchObject({ stage: 'finish', status: 'process' });

    const saved = await saveFinal(p.secretary, protocol.id);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Итоговый протокол сохранён');
    expect(saved.json().data).toMatchObject({
      stage: 'final',
      status: 'success',
      location: 'Зал заседаний',
      city: 'Казань',
      event_start_time: '11:30',
      final_transcript: finalBody.final_transcript,
    });

    const reopened = await step(p.secretary, protocol.id, 'finish');
    expect(reopened.json().data).toMatchObject({ stage: 'finish', status: 'process' });
  });

  it('answers 409 in Russian for an illegal step', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    await setStage(protocol.id, 'video_process');
    const res = await step(p.secretary, protocol.id, 'finish');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Нельзя перейти из стадии «Обработка видео» в стадию «Проверен»');
    const final = await step(p.secretary, protocol.id, 'final');
    expect(final.statusCode).toBe(409);
    expect(final.json().message).toBe('Чтобы перевести протокол в стадию «Итоговый», сохраните итоговый протокол');
    const automatic = await step(p.secretary, protocol.id, 'success_video_process');
    expect(automatic.statusCode).toBe(409);
    expect(automatic.json().message).toContain('«Видео обработано» устанавливается автоматически');
    const backwards = await step(p.secretary, protocol.id, 'no_video');
    expect(backwards.json().message).toBe('Нельзя перейти из стадии «Обработка видео» в стадию «Без видео»');
    const unknown = await step(p.secretary, protocol.id, 'done');
    expect(unknown.statusCode).toBe(422);
  });

  it('lets only the owner change the stage', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    expect((await step(p.manager, protocol.id, 'finish')).statusCode).toBe(403);
    expect((await step(p.admin, protocol.id, 'finish')).statusCode).toBe(403);
    expect((await step(p.otherSecretary, protocol.id, 'finish')).statusCode).toBe(404);
    expect((await saveFinal(p.manager, protocol.id)).statusCode).toBe(403);
    expect((await saveFinal(p.otherManager, protocol.id)).statusCode).toBe(404);
  });

  it('saves the final protocol from «Без видео», «Видео обработано», «Проверен» and again from «Итоговый»', async () => {
    for (const stage of ['no_video', 'success_video_process', 'finish'] as const) {
      const protocol = await createProtocol(t.app, p.secretary);
      await setStage(protocol.id, stage);
      const res = await saveFinal(p.secretary, protocol.id);
      expect(res.statusCode, stage).toBe(200);
      expect(res.json().data.stage).toBe('final');
      const again = await saveFinal(p.secretary, protocol.id, { ...finalBody, final_transcript: [{ key: 'Решили', value: 'Иначе' }] });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({ stage: 'final', status: 'success' });
      const read = await api(t.app, p.manager, { method: 'GET', url: `/api/protocols/${protocol.id}/final` });
      expect(read.json().data).toEqual([{ key: 'Решили', value: 'Иначе' }]);
    }
  });

  it('refuses the final protocol while the video is being handled', async () => {
    for (const stage of ['video_uploaded', 'video_process', 'error_video_process'] as const) {
      const protocol = await createProtocol(t.app, p.secretary);
      await setStage(protocol.id, stage);
      const res = await saveFinal(p.secretary, protocol.id);
      expect(res.statusCode, stage).toBe(409);
      expect(res.json().message).toMatch(/^Нельзя перейти из стадии «.+» в стадию «Итоговый»$/);
      const [row] = await t.app.db.select().from(protocols).where(eq(protocols.id, protocol.id));
      expect(row).toMatchObject({ stage, final_transcript: null, location: 'Переговорная 1' });
    }
  });

  it('validates the final protocol', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const res = await saveFinal(p.secretary, protocol.id, {
      final_transcript: [{ value: 'без заголовка' }],
      location: '',
      city: 'г'.repeat(256),
      event_start_time: '9:00',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'final_transcript.0.key': ['Поле обязательно для заполнения'],
      location: ['Поле обязательно для заполнения'],
      city: ['Не более 255 символов'],
      event_start_time: ['Введите время в формате ЧЧ:ММ'],
    });
    const empty = await saveFinal(p.secretary, protocol.id, { ...finalBody, final_transcript: [] });
    expect(empty.json().errors.final_transcript).toEqual(['Добавьте хотя бы один раздел']);
  });

  it('moves a stage only from the expected stage, so only one of two racing callers wins', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    await setStage(protocol.id, 'video_uploaded');
    const results = await Promise.allSettled([
      transitionStage(t.app.db, protocol.id, 'video_process', { expected: 'video_uploaded', patch: { progress: 0 } }),
      transitionStage(t.app.db, protocol.id, 'video_process', { expected: 'video_uploaded', patch: { progress: 0 } }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(HttpError);
    expect((rejected.reason as HttpError).statusCode).toBe(409);

    const failed = await transitionStage(t.app.db, protocol.id, 'error_video_process', {
      patch: { stage_error: 'Не удалось распознать речь' },
    });
    expect(failed).toMatchObject({ stage: 'error_video_process', status: 'process', stage_error: 'Не удалось распознать речь' });
    await expect(transitionStage(t.app.db, protocol.id, 'video_process', { expected: 'video_uploaded' })).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(transitionStage(t.app.db, 999_999, 'finish')).rejects.toMatchObject({ statusCode: 404 });
  });
});
