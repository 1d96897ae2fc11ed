import type { FastifyInstance } from 'fastify';
import type { StoredFile } from '../../db/schema.ts';
import { queueProcessingAfterUpload } from '../processing/index.ts';
import { transitionStage } from '../protocols/index.ts';

/**
 * The video is stored: it becomes the protocol's and its processing job is queued, in one transaction. The page
 * starts the processing at once; should its tab be closed after the last chunk, the queued job starts it anyway.
 */
export async function completeUpload(app: FastifyInstance, protocolId: number, video: StoredFile): Promise<void> {
  await app.db.transaction(async (tx) => {
    await transitionStage(tx, protocolId, 'video_uploaded', { patch: { video, stage_error: null, progress: null } });
    await queueProcessingAfterUpload(app, tx, protocolId);
  });
}
