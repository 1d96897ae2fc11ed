import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_MESSAGES } from '@protocolist/contracts/speech';
import { eq } from 'drizzle-orm';
import { protocols } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { multipart, SHARED_DIR } from '../../test/files.ts';
import { CV_CLIPS, TINY_ARCHIVE, writeTinyCatalog } from '../../test/speech.ts';
import { startTestServer, type TestServer } from '../../pipeline/test-http-server.ts';
import { meetingPeople, protocolWithVideo, waitForStage } from '../../test/processing.ts';

const FAST_JOBS = { JOB_POLL_SECONDS: '0.5', PROCESSING_RETRY_DELAY_SECONDS: '1' };
const archive = readFileSync(TINY_ARCHIVE);

async function protocolNote(t: TestApp, id: number) {
  const [row] = await t.app.db.select().from(protocols).where(eq(protocols.id, id));
  return row!;
}

describe('no speech model yet: processing waits, the admin installs an archive, processing goes on', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'speech-catalog-'));
  let t: TestApp;
  let admin: TestUser;
  let people: Awaited<ReturnType<typeof meetingPeople>>;

  beforeAll(async () => {
    // No network: the catalogue's source is a port nobody listens on, and auto-download is off.
    t = await createTestApp({
      ...FAST_JOBS,
      ASR_AUTO_DOWNLOAD: '0',
      ASR_MODELS_CATALOG: writeTinyCatalog(dir, 'http://127.0.0.1:9'),
      GIGAAM_MODEL: 'tiny-gigaam',
      GIGAAM_THREADS: '1',
    });
    admin = await createUser(t.app, 'admin');
    people = await meetingPeople(t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('tells the admin (and nobody else) that recognition is not ready', async () => {
    const readiness = await api(t.app, admin, { method: 'GET', url: '/api/speech/readiness' });
    // ASR_AUTO_DOWNLOAD is off here: the banner says the model will not come by itself.
    expect(readiness.json().data).toEqual({ ready: false, notice: SPEECH_MESSAGES.adminNoticeManual });
    expect((await api(t.app, people.secretary, { method: 'GET', url: '/api/speech' })).statusCode).toBe(403);
    const overview = (await api(t.app, admin, { method: 'GET', url: '/api/speech' })).json().data;
    expect(overview).toMatchObject({ engine: 'gigaam', ready: false, model_dir_override: false, auto_download: false });
    expect(overview.models.find((model: { id: string }) => model.id === 'tiny-gigaam')).toMatchObject({ state: 'absent', active: true });
    expect(overview.models.find((model: { id: string }) => model.id === 'gigaam-v3-e2e-rnnt')).toMatchObject({ state: 'absent', bytes: 231_897_202 });
  });

  it('keeps the protocol waiting with a plain sentence, then finishes it once the archive is installed', async () => {
    const protocolId = await protocolWithVideo(t.app, people.secretary);
    await api(t.app, people.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/process-video` });
    await expect.poll(async () => (await protocolNote(t, protocolId)).processing_note, { timeout: 30_000 }).toBe(SPEECH_MESSAGES.waiting);
    await sleep(1500);
    const waiting = (await api(t.app, people.secretary, { method: 'GET', url: `/api/protocols/${protocolId}` })).json().data;
    expect(waiting).toMatchObject({ stage: 'video_process', stage_error: null, processing_note: SPEECH_MESSAGES.waiting });
    expect(waiting.processing_note).not.toMatch(/[/\\]|npm|DATA_DIR/);

    const bad = await api(t.app, admin, {
      method: 'POST',
      url: '/api/speech/models/tiny-gigaam/archive',
      ...multipart({}, { file: { name: 'model.tar.bz2', data: Buffer.from('не архив'), type: 'application/x-bzip2' } }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.file[0]).toBe('Архив не подошёл: архив повреждён или это не архив .tar.bz2');

    const installed = await api(t.app, admin, {
      method: 'POST',
      url: '/api/speech/models/tiny-gigaam/archive',
      ...multipart({}, { file: { name: 'tiny-gigaam-ctc.tar.bz2', data: archive, type: 'application/x-bzip2' } }),
    });
    expect(installed.statusCode).toBe(200);
    expect(installed.json()).toMatchObject({ message: SPEECH_MESSAGES.installed, data: { id: 'tiny-gigaam', state: 'ready' } });

    const done = await waitForStage(t.app, protocolId, ['success_video_process', 'error_video_process'], 120_000);
    expect(done.stage).toBe('success_video_process');
    expect(done.processing_note).toBeNull();
    expect(done.transcript!.length).toBeGreaterThan(5);
    expect((await api(t.app, admin, { method: 'GET', url: '/api/speech/readiness' })).json().data).toEqual({ ready: true, notice: null });
  }, 180_000);

  it('checks a short clip with the installed model and reports its real-time factor', async () => {
    const check = await api(t.app, admin, {
      method: 'POST',
      url: '/api/speech/check',
      ...multipart({}, { file: { name: 'clip.wav', data: readFileSync(CV_CLIPS[0]!), type: 'audio/wav' } }),
    });
    expect(check.statusCode).toBe(200);
    const result = check.json().data;
    expect(result.segments).toHaveLength(1);
    expect(result.text.length).toBeGreaterThan(0);
    expect(result.audio_seconds).toBeCloseTo(5.376, 2);
    expect(result.rtf).toBeCloseTo(result.seconds / result.audio_seconds, 5);
    const notMedia = await api(t.app, admin, {
      method: 'POST',
      url: '/api/speech/check',
      ...multipart({}, { file: { name: 'notes.wav', data: readFileSync(path.join(SHARED_DIR, 'models/not-models/GimayTranscribe_ggml-base.bin.placeholder')) } }),
    });
    expect(notMedia.statusCode).toBe(422);
  });

  it('makes only a ready GigaAM model the main one, and deletes models', async () => {
    const whisper = await api(t.app, admin, { method: 'PUT', url: '/api/speech/active-model', payload: { model_id: 'whisper-base' } });
    expect(whisper.json().errors.model_id).toEqual([SPEECH_MESSAGES.notGigaam]);
    const absent = await api(t.app, admin, { method: 'PUT', url: '/api/speech/active-model', payload: { model_id: 'gigaam-v3-e2e-ctc' } });
    expect(absent.json().errors.model_id).toEqual([SPEECH_MESSAGES.notReady]);
    const unknown = await api(t.app, admin, { method: 'DELETE', url: '/api/speech/models/nothing-like-it' });
    expect(unknown.statusCode).toBe(404);
    const ok = await api(t.app, admin, { method: 'PUT', url: '/api/speech/active-model', payload: { model_id: 'tiny-gigaam' } });
    expect(ok.statusCode).toBe(200);
    const removed = await api(t.app, admin, { method: 'DELETE', url: '/api/speech/models/tiny-gigaam' });
    expect(removed.json()).toMatchObject({ message: SPEECH_MESSAGES.removed, data: { state: 'absent' } });
  });
});

describe('auto-download (ASR_AUTO_DOWNLOAD on): the first video fetches the model, with progress', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'speech-auto-'));
  let t: TestApp;
  let server: TestServer;
  let requests = 0;

  beforeAll(async () => {
    server = await startTestServer(async (_request, response) => {
      requests += 1;
      response.setHeader('content-length', archive.length);
      for (let offset = 0; offset < archive.length; offset += 512) {
        response.write(archive.subarray(offset, offset + 512));
        await sleep(200);
      }
      response.end();
    });
    t = await createTestApp({ ...FAST_JOBS, ASR_MODELS_CATALOG: writeTinyCatalog(dir, server.url), GIGAAM_MODEL: 'tiny-gigaam', GIGAAM_THREADS: '1' });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('waits with the download’s share in the note, downloads once, and processes both protocols', async () => {
    const { secretary } = await meetingPeople(t.app);
    const first = await protocolWithVideo(t.app, secretary);
    const second = await protocolWithVideo(t.app, secretary);
    await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${first}/process-video` });
    await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${second}/process-video` });
    await expect
      .poll(async () => (await protocolNote(t, first)).processing_note, { timeout: 30_000 })
      .toMatch(/^Ждёт модель распознавания речи: она загружается \(\d+ %\), обработка начнётся сама$/);
    for (const id of [first, second]) {
      expect((await waitForStage(t.app, id, ['success_video_process', 'error_video_process'], 120_000)).stage).toBe('success_video_process');
    }
    expect(requests).toBe(1);
  }, 180_000);
});
