import type { FastifyInstance } from 'fastify';
import type { Job, JobWithMetadata } from 'pg-boss';
import { eq } from 'drizzle-orm';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { protocols } from '../../db/schema.ts';
import { applyProcessingResult, transitionStage } from '../protocols/index.ts';
import { publishProtocolEvent, processingMessages } from './events.ts';
import { PROCESS_VIDEO_QUEUE, processingWorkers, type ProcessVideoJob } from './queue.ts';
import { isPermanentFailure, runPipeline, userFacingReason } from './run-pipeline.ts';

/** How often a running job shows it is alive (progress row update); the watchdog trusts this. */
export const HEARTBEAT_SECONDS = 10;
const PROGRESS_EVENT_MS = 1000;

export async function startProcessingWorker(app: FastifyInstance): Promise<void> {
  const id = await app.boss.work<ProcessVideoJob>(
    PROCESS_VIDEO_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: app.config.jobPollSeconds },
    async ([job]) => processJob(app, job as JobWithMetadata<ProcessVideoJob>),
  );
  processingWorkers.set(app, id);
}

async function processJob(app: FastifyInstance, job: JobWithMetadata<ProcessVideoJob> | Job<ProcessVideoJob>) {
  const { protocolId } = job.data;
  const protocol = await protocolToProcess(app, protocolId);
  if (!protocol) return; // deleted or moved on meanwhile: nothing to do

  let lastWrite = 0;
  let lastEvent = 0;
  let progress = 0;
  const heartbeat = setInterval(() => {
    void app.db.update(protocols).set({ updated_at: new Date() }).where(eq(protocols.id, protocolId)).catch(() => {});
  }, HEARTBEAT_SECONDS * 1000);
  const onProgress = (percent: number) => {
    progress = Math.max(progress, Math.min(99, Math.round(percent)));
    const now = Date.now();
    if (now - lastWrite >= 2000) {
      lastWrite = now;
      void app.db
        .update(protocols)
        .set({ progress, updated_at: new Date() })
        .where(eq(protocols.id, protocolId))
        .catch(() => {});
    }
    if (now - lastEvent >= PROGRESS_EVENT_MS) {
      lastEvent = now;
      void publishProtocolEvent(app, protocol, 'protocol.progress', progress).catch(() => {});
    }
  };

  let note: string | null = null;
  let lastNoteWrite = 0;
  const onNote = (next: string | null) => {
    if (next === note || (next !== null && note !== null && Date.now() - lastNoteWrite < 1000)) return;
    note = next;
    lastNoteWrite = Date.now();
    void app.db
      .update(protocols)
      .set({ processing_note: next, updated_at: new Date() })
      .where(eq(protocols.id, protocolId))
      .returning()
      .then(([row]) => row && publishProtocolEvent(app, row, 'protocol.stage', progress))
      .catch(() => {});
  };

  try {
    const patch = await runPipeline(app, protocol, onProgress, onNote);
    // Worked out from the text as it was at the start: the text saved since (if any) is kept.
    const done = await applyProcessingResult(app.db, protocolId, protocol.version, {
      ...patch,
      progress: 100,
      stage_error: null,
      processing_note: null,
    });
    await publishProtocolEvent(app, done, 'protocol.stage', 100, processingMessages.done(done));
  } catch (error) {
    const metadata = job as Partial<JobWithMetadata<ProcessVideoJob>>;
    const attemptsLeft = (metadata.retryLimit ?? 0) - (metadata.retryCount ?? 0);
    app.log.warn({ err: error, protocolId, attemptsLeft }, 'video processing failed');
    if (attemptsLeft > 0 && !isPermanentFailure(error)) throw error; // pg-boss retries with backoff
    await failProcessing(app, protocolId, userFacingReason(error));
  } finally {
    clearInterval(heartbeat);
  }
}

/**
 * The protocol the job works on, in «video_process». A job queued by a completed upload that nobody started from
 * the page (a closed tab) moves it there itself; null when the protocol is gone or has moved on.
 */
async function protocolToProcess(app: FastifyInstance, protocolId: number) {
  const [protocol] = await app.db.select().from(protocols).where(eq(protocols.id, protocolId));
  if (!protocol) return null;
  if (STAGE_RULES.isProcessing(protocol.stage)) return protocol;
  if (protocol.stage !== 'video_uploaded') return null;
  try {
    const started = await transitionStage(app.db, protocolId, 'video_process', {
      expected: 'video_uploaded',
      patch: { progress: 0, stage_error: null, processing_note: null, processing_options: null },
    });
    await publishProtocolEvent(app, started, 'protocol.stage', 0).catch(() => {});
    return started;
  } catch {
    // Started from the page at this very moment: that start found this job running and queued none of its own.
    const [now] = await app.db.select().from(protocols).where(eq(protocols.id, protocolId));
    return now && STAGE_RULES.isProcessing(now.stage) ? now : null;
  }
}

/** The last word on a job that will not run again: error_video_process with a reason the UI shows. */
export async function failProcessing(app: FastifyInstance, protocolId: number, reason: string): Promise<void> {
  try {
    const failed = await transitionStage(app.db, protocolId, 'error_video_process', {
      expected: 'video_process',
      patch: { stage_error: reason, progress: null, processing_note: null, processing_options: null },
    });
    await publishProtocolEvent(app, failed, 'protocol.stage', null, processingMessages.failed(failed));
  } catch (error) {
    app.log.warn({ err: error, protocolId }, 'protocol left video_process before the failure was recorded');
  }
}
