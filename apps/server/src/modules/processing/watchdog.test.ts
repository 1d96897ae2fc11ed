import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { protocols } from '../../db/schema.ts';
import { api, createTestApp, type TestApp } from '../../test/app.ts';
import { startProcessingWorker } from './job.ts';
import { PROCESS_VIDEO_QUEUE, pendingJobs } from './queue.ts';
import { meetingPeople, protocolWithVideo, waitForStage } from '../../test/processing.ts';
import { reviveStuckProcessing, STALE_AFTER_SECONDS } from './watchdog.ts';

/**
 * A worker that dies mid-job leaves its job "active" and the protocol in video_process. These tests make
 * exactly that state (the job taken by a worker that never finishes) and check that nothing stays stuck.
 */
describe('processing watchdog', () => {
  let t: TestApp;
  let people: Awaited<ReturnType<typeof meetingPeople>>;

  beforeAll(async () => {
    // An API-only process: no worker takes the jobs until the test starts one.
    t = await createTestApp({ APP_ROLE: 'api', ASR_ENGINE: 'subtitles', JOB_POLL_SECONDS: '0.5', PROCESSING_RETRY_DELAY_SECONDS: '1' });
    people = await meetingPeople(t.app);
  });
  afterAll(() => t.close());

  async function stuckProtocol() {
    const protocolId = await protocolWithVideo(t.app, people.secretary, { subtitles: true });
    expect((await api(t.app, people.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/process-video` })).statusCode).toBe(200);
    const [taken] = await t.app.boss.fetch(PROCESS_VIDEO_QUEUE);
    expect(taken).toBeDefined();
    const longAgo = new Date(Date.now() - (STALE_AFTER_SECONDS + 5) * 1000);
    await t.app.db.update(protocols).set({ updated_at: longAgo }).where(eq(protocols.id, protocolId));
    return protocolId;
  }

  it('gives up on a job whose attempts are spent: error_video_process with a reason', async () => {
    const protocolId = await stuckProtocol();
    await t.app.database.executeSql(
      `UPDATE pgboss.job SET retry_count = retry_limit WHERE name = $1 AND singleton_key = $2`,
      [PROCESS_VIDEO_QUEUE, String(protocolId)],
    );
    expect(await reviveStuckProcessing(t.app)).toBeGreaterThanOrEqual(1);
    const [row] = await t.app.db.select().from(protocols).where(eq(protocols.id, protocolId));
    expect(row!.stage).toBe('error_video_process');
    expect(row!.stage_error).toMatch(/остановлен/);
    expect(await pendingJobs(t.app, protocolId)).toEqual([]);
  });

  it('retries a job lost with its worker, and a live worker finishes it', async () => {
    const protocolId = await stuckProtocol();
    await reviveStuckProcessing(t.app);
    const jobs = await pendingJobs(t.app, protocolId);
    expect(jobs.map((job) => job.state)).toEqual(['retry']);
    await startProcessingWorker(t.app);
    const done = await waitForStage(t.app, protocolId, ['success_video_process', 'error_video_process']);
    expect(done.stage).toBe('success_video_process');
  });

  it('leaves fresh and waiting jobs alone', async () => {
    const [row] = await t.app.db.select({ count: protocols.id }).from(protocols).where(eq(protocols.stage, 'video_process'));
    expect(row).toBeUndefined();
    expect(await reviveStuckProcessing(t.app)).toBe(0);
  });
});
