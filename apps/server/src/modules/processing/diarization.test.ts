import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, createUser, type TestApp } from '../../test/app.ts';
import { TINY_DIARIZATION, TINY_GIGAAM_CTC, writeTinyCatalog } from '../../test/speech.ts';
import { meetingPeople, protocolWithVideo, waitForStage } from '../../test/processing.ts';

/** DIARIZATION=1: the models come through the model manager; segments get «Спикер N», named on the page. */
describe('speaker diarization in processing', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'diarization-'));
  let t: TestApp;
  let people: Awaited<ReturnType<typeof meetingPeople>>;

  beforeAll(async () => {
    t = await createTestApp({
      JOB_POLL_SECONDS: '0.5',
      PROCESSING_RETRY_DELAY_SECONDS: '1',
      GIGAAM_MODEL_DIR: TINY_GIGAAM_CTC,
      GIGAAM_THREADS: '1',
      ASR_AUTO_DOWNLOAD: '0',
      ASR_MODELS_CATALOG: writeTinyCatalog(dir, 'http://127.0.0.1:9'),
      DIARIZATION: '1',
      DIARIZATION_SEGMENTATION_MODEL: 'tiny-segmentation',
      DIARIZATION_EMBEDDING_MODEL: 'tiny-embedding',
    });
    people = await meetingPeople(t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const processMeeting = async (members: number[]) => {
    const protocolId = await protocolWithVideo(t.app, people.secretary, { members });
    await api(t.app, people.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/process-video` });
    const done = await waitForStage(t.app, protocolId, ['success_video_process', 'error_video_process'], 120_000);
    expect(done.stage_error).toBeNull();
    return { protocolId, transcript: done.transcript! };
  };

  it('goes on without speaker labels while the diarization models are missing', async () => {
    const { transcript } = await processMeeting([]);
    expect(transcript.length).toBeGreaterThan(5);
    expect(transcript.every((segment) => segment.speaker === null)).toBe(true);
  }, 180_000);

  it('labels voices once the models are in place, as many as the protocol has members', async () => {
    for (const [id, file] of [['tiny-segmentation', 'segmentation.onnx'], ['tiny-embedding', 'embedding.onnx']] as const) {
      mkdirSync(path.join(t.dataDir, 'models', id), { recursive: true });
      cpSync(path.join(TINY_DIARIZATION, file), path.join(t.dataDir, 'models', id, file));
    }
    const { protocolId, transcript } = await processMeeting([people.ivanov.id, people.kuznetsov.id, people.popova.id]);
    const labels = new Set(transcript.map((segment) => segment.speaker));
    expect(labels.size).toBeGreaterThanOrEqual(2);
    expect([...labels].every((label) => /^Спикер [1-3]$/.test(label ?? ''))).toBe(true);
    const speakers = (await api(t.app, people.secretary, { method: 'GET', url: `/api/protocols/${protocolId}/speakers` })).json().data;
    expect(speakers[0]).toMatchObject({ label: 'Спикер 1', name: null });
    const overview = (await api(t.app, await createUser(t.app, 'admin'), { method: 'GET', url: '/api/speech' })).json().data;
    expect(overview.models.find((model: { id: string }) => model.id === 'tiny-segmentation').state).toBe('ready');
  }, 180_000);
});

