import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, createTestApp, type TestApp } from '../../test/app.ts';
import { meetingPeople, protocolWithVideo, waitForStage } from '../../test/processing.ts';
import { describeHit, searchResults, snippetText } from './test-corpus.ts';

/**
 * Issue 17's «done when»: the sample meeting (../shared/meetings/zakupki) processed for real — video, subtitles,
 * sections cut by the default keywords, suggested tasks accepted — and «претензии поставщикам» finds its
 * decision, its task and the second of the video where it was said; another secretary finds none of it.
 */
describe('search: the sample meeting after processing', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_SECONDS: '0.5', PROCESSING_RETRY_DELAY_SECONDS: '1', ASR_ENGINE: 'subtitles' });
  });
  afterAll(() => t.close());

  it('finds the decision, the task and the moment of the video', async () => {
    const manager = await createUser(t.app, 'manager');
    const { secretary, ivanov, kuznetsov, popova } = await meetingPeople(t.app, manager.id);
    const protocolId = await protocolWithVideo(t.app, secretary, { members: [ivanov.id, kuznetsov.id, popova.id], subtitles: true });
    expect((await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${protocolId}/process-video` })).statusCode).toBe(200);
    const done = await waitForStage(t.app, protocolId, ['success_video_process', 'error_video_process']);
    expect(done.stage).toBe('success_video_process');
    for (const task of done.suggested_tasks as { id: string }[]) {
      const accepted = await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${protocolId}/suggestions/tasks/${task.id}/accept`, payload: {} });
      expect(accepted.statusCode).toBe(201);
    }

    const { data } = await searchResults(t.app, secretary, { q: 'претензии поставщикам' });
    const decision = data.find((hit) => hit.kind === 'protocol');
    const task = data.find((hit) => hit.kind === 'task');
    const moment = data.find((hit) => hit.kind === 'transcript');
    // The default keywords cut «Поручить Кузнецову подготовить претензии…» into a section of its own.
    expect(decision?.section).toBe('Поручить');
    expect(snippetText(decision!)).toContain('[претензии поставщикам]');
    expect(task?.task).toMatchObject({ responsible: 'Кузнецов Дмитрий Андреевич', deadline: '2026-11-25' });
    // Cue 5 of meeting.vtt: «Решили: … Поручить Кузнецову подготовить претензии поставщикам…» at 00:00:34.663.
    expect(moment?.start).toBe(34.663);
    expect(moment?.protocol?.id).toBe(protocolId);
    expect(data.map(describeHit)).toEqual(expect.arrayContaining([`task:${task!.task!.id}`, `transcript:${protocolId}@34.663`]));

    // Her manager reads it; a secretary of another team finds nothing.
    expect((await searchResults(t.app, manager, { q: 'претензии поставщикам' })).meta.total).toBe(data.length);
    const stranger = await createUser(t.app, 'secretary');
    expect((await searchResults(t.app, stranger, { q: 'претензии поставщикам' })).data).toEqual([]);
  }, 120_000);
});
