import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROTOCOL_MESSAGES } from '@protocolist/contracts/protocols';
import { protocols } from '../../db/schema.ts';
import { readBody, startTestServer, type TestServer } from '../../pipeline/test-http-server.ts';
import { api, createTestApp, type TestApp } from '../../test/app.ts';
import { MEETING_MP4, chunksOf, multipart, readAsset } from '../../test/files.ts';
import { meetingPeople, waitForStage } from '../../test/processing.ts';
import { applyProcessingResult } from './commands.ts';

const FINAL = { final_transcript: [{ key: 'Повестка дня', value: 'Закупки' }], location: 'Переговорная', city: 'Москва' };
const RECOGNISED = {
  text: 'Повестка дня: закупки. Решили: утвердить план.',
  segments: [
    { id: 0, start: 0, end: 30, text: ' Повестка дня: закупки.' },
    { id: 1, start: 30, end: 60, text: ' Решили: утвердить план.' },
  ],
};

/** Issue 25: no edit is overwritten by processing, and the processing of an upload needs no open tab. */
describe('the protocol text against processing', () => {
  let t: TestApp;
  let asr: TestServer;
  let secretary: Awaited<ReturnType<typeof meetingPeople>>['secretary'];
  let holdAsr = true;
  let asrCalled: () => void = () => {};
  let release: () => void = () => {};

  beforeAll(async () => {
    // A recogniser that answers only once the test lets it: processing stays running meanwhile.
    asr = await startTestServer(async (request, response) => {
      await readBody(request);
      asrCalled();
      if (holdAsr) await new Promise<void>((resolve) => (release = resolve));
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(RECOGNISED));
    });
    t = await createTestApp({
      ASR_ENGINE: 'openai',
      ASR_URL: asr.url,
      JOB_POLL_SECONDS: '0.5',
      PROCESSING_RETRY_DELAY_SECONDS: '1',
      PROCESSING_AUTOSTART_SECONDS: '1',
    });
    ({ secretary } = await meetingPeople(t.app));
  });
  afterAll(async () => {
    release();
    await t.close();
    await asr.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => api(t.app, secretary, { method, url, payload });
  const read = async (id: number) => (await t.app.db.select().from(protocols).where(eq(protocols.id, id)))[0]!;

  async function newProtocol(theme: string) {
    const created = await call('POST', '/api/protocols', { theme, event_date: '2026-11-10' });
    return created.json().data.id as number;
  }

  async function upload(protocolId: number) {
    const chunks = chunksOf(readAsset(MEETING_MP4), 512 * 1024);
    for (const [index, data] of chunks.entries()) {
      const res = await api(t.app, secretary, {
        method: 'POST',
        url: `/api/protocols/${protocolId}/upload-chunks`,
        ...multipart(
          { total_chunks: String(chunks.length), chunk_index: String(index) },
          { video: { name: 'meeting.mp4', data, type: 'video/mp4' } },
        ),
      });
      expect(res.statusCode).toBe(200);
    }
  }

  it('refuses (409) to save the transcript, sections or a rebuild while recognition runs; the result then keeps nothing stale', async () => {
    const protocolId = await newProtocol('Правка во время обработки');
    expect((await call('PUT', `/api/protocols/${protocolId}/sections`, { sections: [{ key: 'Решили', value: 'до загрузки' }] })).statusCode).toBe(200);
    const asked = new Promise<void>((resolve) => (asrCalled = resolve));
    await upload(protocolId);
    expect((await call('POST', `/api/protocols/${protocolId}/process-video`, {})).statusCode).toBe(200);
    await asked;

    const sections = await call('PUT', `/api/protocols/${protocolId}/sections`, { sections: [{ key: 'Решили', value: 'во время обработки' }] });
    expect(sections.statusCode).toBe(409);
    expect(sections.json().message).toBe(PROTOCOL_MESSAGES.textWhileProcessing);
    const transcript = await call('PUT', `/api/protocols/${protocolId}/transcript`, { text: 'Иванов: Повестка дня: другое.' });
    expect(transcript.statusCode).toBe(409);
    expect(transcript.json().message).toBe(PROTOCOL_MESSAGES.textWhileProcessing);
    expect((await call('POST', `/api/protocols/${protocolId}/sections/rebuild`)).statusCode).toBe(409);

    release();
    const done = await waitForStage(t.app, protocolId, ['success_video_process', 'error_video_process']);
    expect(done.stage).toBe('success_video_process');
    // The sections the secretary saved before the run are hers: the run did not re-cut them.
    expect(done.sections).toEqual([{ key: 'Решили', value: 'до загрузки' }]);
    expect(done.transcript!.map((segment) => segment.text)).toEqual(['Повестка дня: закупки.', 'Решили: утвердить план.']);
    expect((await call('PUT', `/api/protocols/${protocolId}/sections`, { sections: [{ key: 'Решили', value: 'после' }] })).statusCode).toBe(200);
  }, 120_000);

  it('never writes a result over a text saved after its run started', async () => {
    const protocolId = await newProtocol('Результат против правки');
    await t.app.db.update(protocols).set({ stage: 'video_process' }).where(eq(protocols.id, protocolId));
    const started = await read(protocolId);
    // A save that got in after the run read the protocol (only a stale job could meet this).
    await t.app.db
      .update(protocols)
      .set({ sections: [{ key: 'Решили', value: 'правка' }], sections_edited: true })
      .where(eq(protocols.id, protocolId));
    const done = await applyProcessingResult(t.app.db, protocolId, started.version, {
      transcript: [{ start: 0, end: 1, speaker: null, text: 'распознано' }],
      sections: [{ key: 'Вступление', value: 'распознано' }],
      sections_edited: false,
      summary: 'Итог',
    });
    expect(done.stage).toBe('success_video_process');
    expect(done.sections).toEqual([{ key: 'Решили', value: 'правка' }]);
    expect(done.sections_edited).toBe(true);
    expect(done.transcript).toBeNull();
    expect(done.summary).toBe('Итог');
  });

  it('refuses (409) to rebuild the sections of a final protocol, whose text stays', async () => {
    const protocolId = await newProtocol('Итоговый');
    expect((await call('POST', `/api/protocols/${protocolId}/final`, FINAL)).statusCode).toBe(200);
    const rebuild = await call('POST', `/api/protocols/${protocolId}/sections/rebuild`);
    expect(rebuild.statusCode).toBe(409);
    expect(rebuild.json().message).toBe(PROTOCOL_MESSAGES.rebuildFinal);
    expect((await read(protocolId)).final_transcript).toEqual(FINAL.final_transcript);
  });

  it('processes an upload whose tab was closed after the last chunk (no call to process-video)', async () => {
    holdAsr = false;
    const protocolId = await newProtocol('Закрытая вкладка');
    await upload(protocolId);
    expect((await read(protocolId)).stage).toBe('video_uploaded');
    const done = await waitForStage(t.app, protocolId, ['success_video_process', 'error_video_process']);
    expect(done.stage_error).toBeNull();
    expect(done.stage).toBe('success_video_process');
    expect(done.transcript!.map((segment) => segment.text)).toEqual(['Повестка дня: закупки.', 'Решили: утвердить план.']);
  }, 120_000);
});
