import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../test/app.ts';
import { MEETING_VTT, multipart, readAsset } from '../../test/files.ts';
import { TINY_GIGAAM_CTC } from '../../test/speech.ts';
import { meetingPeople, protocolWithVideo, waitForStage } from '../../test/processing.ts';

type Segment = { start: number; end: number; speaker: string | null; text: string };

/** Subtitles attached after the upload, and re-runs that keep or (when confirmed) replace an edited transcript. */
describe('subtitles for an uploaded video, and re-runs of recognition', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof meetingPeople>>;

  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_SECONDS: '0.5', PROCESSING_RETRY_DELAY_SECONDS: '1', GIGAAM_MODEL_DIR: TINY_GIGAAM_CTC, GIGAAM_THREADS: '1' });
    people = await meetingPeople(t.app);
  });
  afterAll(() => t.close());

  const run = async (protocolId: number, payload?: object) => {
    const res = await api(t.app, people.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/process-video`, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(200);
    const done = await waitForStage(t.app, protocolId, ['success_video_process', 'error_video_process'], 120_000);
    expect(done.stage_error).toBeNull();
    return done.transcript as Segment[];
  };

  it('uses subtitles attached to a processed video on the next run, unless the run names an engine', async () => {
    const protocolId = await protocolWithVideo(t.app, people.secretary);
    const recognised = await run(protocolId);
    expect(recognised.every((segment) => segment.speaker === null)).toBe(true);

    const attached = await api(t.app, people.secretary, {
      method: 'POST',
      url: `/api/protocols/${protocolId}/subtitles`,
      ...multipart({}, { file: { name: 'meeting.vtt', data: readAsset(MEETING_VTT), type: 'text/vtt' } }),
    });
    expect(attached.statusCode).toBe(200);
    const fromSubtitles = await run(protocolId);
    expect(fromSubtitles[0]).toMatchObject({ start: 0, speaker: 'Иванов Сергей Петрович', text: expect.stringMatching(/^Добрый день, коллеги/) });

    const withEngine = await run(protocolId, { engine: 'gigaam' });
    expect(withEngine.every((segment) => segment.speaker === null)).toBe(true);
    expect(withEngine.length).toBe(recognised.length);
  }, 180_000);

  it('keeps an edited transcript on a re-run, and replaces it only when the secretary confirms', async () => {
    const protocolId = await protocolWithVideo(t.app, people.secretary);
    await run(protocolId);
    const edited = [{ start: 0, end: 5, speaker: 'Иванов', text: 'Исправлено секретарём' }];
    const put = await api(t.app, people.secretary, { method: 'PUT', url: `/api/protocols/${protocolId}/transcript`, payload: { segments: edited } });
    expect(put.statusCode).toBe(200);

    expect(await run(protocolId)).toEqual(edited);
    expect(await run(protocolId, { replace_transcript: false })).toEqual(edited);
    const replaced = await run(protocolId, { replace_transcript: true });
    expect(replaced).not.toEqual(edited);
    expect(replaced.length).toBeGreaterThan(5);
    const read = (await api(t.app, people.secretary, { method: 'GET', url: `/api/protocols/${protocolId}` })).json().data;
    expect(read.transcript_edited).toBe(false);
  }, 180_000);

  it('rejects an unknown engine and lists the engines a secretary may choose', async () => {
    const protocolId = await protocolWithVideo(t.app, people.secretary);
    const bad = await api(t.app, people.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/process-video`, payload: { engine: 'vosk' } });
    expect(bad.statusCode).toBe(422);
    const engines = await api(t.app, people.secretary, { method: 'GET', url: '/api/speech/engines' });
    expect(engines.json().data.map((engine: { id: string }) => engine.id)).toEqual(['gigaam', 'whisper']);
    expect((await api(t.app, people.ivanov, { method: 'GET', url: '/api/speech/engines' })).statusCode).toBe(403);
  });
});
