import type { FastifyInstance } from 'fastify';
import type { StoredFile } from '../../db/schema.ts';
import { announceProcessingStarted, startProcessing } from '../processing/index.ts';
import { transitionStage } from '../protocols/index.ts';

/**
 * The video is stored: it becomes the protocol's, and its processing starts, in one transaction. The server does
 * not wait for the page to ask (a tab closed after the last chunk would leave the protocol «Видео загружено»);
 * the page's own call, when it comes, finds the processing running.
 */
export async function completeUpload(app: FastifyInstance, protocolId: number, video: StoredFile): Promise<void> {
  const started = await app.db.transaction(async (tx) => {
    await transitionStage(tx, protocolId, 'video_uploaded', { patch: { video, stage_error: null, progress: null } });
    return startProcessing(app, tx, protocolId);
  });
  await announceProcessingStarted(app, started);
}
