import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DiarizationSettings } from '../../pipeline/speech/gigaam/diarize.ts';

/**
 * The diarization models' files when DIARIZATION=1 and both are ready. Missing ones are fetched in the
 * background (ASR_AUTO_DOWNLOAD) for the next run; this run goes on without speaker labels.
 */
export async function diarizationModels(app: FastifyInstance): Promise<Omit<DiarizationSettings, 'speakers'> | null> {
  const { diarization, models: config } = app.config.speech;
  if (!diarization.enabled) return null;
  const models = app.speechModels;
  const ids = [diarization.segmentationModel, diarization.embeddingModel];
  const folders = await Promise.all(ids.map((id) => models.readyFolder(id)));
  if (folders.every(Boolean)) {
    const [segmentation, embedding] = ids.map((id, index) => path.join(folders[index]!, models.entry(id).files[0]!.name));
    return { segmentationModel: segmentation!, embeddingModel: embedding! };
  }
  const missing = ids.filter((_, index) => !folders[index]);
  app.log.warn({ models: missing }, 'speaker diarization models are not ready: this transcript has no speaker labels');
  if (config.autoDownload) {
    for (const id of missing) models.download(id).catch((error: unknown) => app.log.warn({ err: error, model: id }, 'diarization model download failed'));
  }
  return null;
}
