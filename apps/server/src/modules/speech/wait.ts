import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { SPEECH_MESSAGES } from '@protocolist/contracts/speech';
import type { ModelStatus } from '../../pipeline/speech/models/manager.ts';
import { activeGigaamModel } from './service.ts';

export interface WaitOptions {
  signal?: AbortSignal;
  /** Told what the wait is about while the model is not ready: a sentence for the secretary. */
  onWait?: (note: string, status: ModelStatus) => void;
  pollMs?: number;
}

/** The secretary's sentence for a model that is not ready: the download's share when one is running. */
export function waitingNote(status: ModelStatus): string {
  if (status.state === 'downloading' && status.received !== null && status.total) {
    return SPEECH_MESSAGES.waitingDownload(Math.floor((status.received / status.total) * 100));
  }
  if (status.state === 'verifying') return SPEECH_MESSAGES.waitingCheck;
  return SPEECH_MESSAGES.waiting;
}

/**
 * The GigaAM model folder, once there is one: GIGAAM_MODEL_DIR, else the active managed model. Missing, it is
 * downloaded (ASR_AUTO_DOWNLOAD) or waited for until the administrator installs it — processing then goes on by
 * itself. A failed download is not repeated by the same wait: the administrator sees its reason.
 */
export async function waitForGigaamModel(app: FastifyInstance, options: WaitOptions = {}): Promise<string> {
  const { modelDir } = app.config.speech.gigaam;
  if (modelDir) return modelDir;
  const models = app.speechModels;
  let downloadStarted = false;
  for (;;) {
    const id = await activeGigaamModel(app);
    const folder = await models.readyFolder(id);
    if (folder) return folder;
    const status = await models.status(id);
    if (app.config.speech.models.autoDownload && !downloadStarted && status.state !== 'downloading' && status.state !== 'verifying') {
      downloadStarted = true;
      models.download(id).catch((error: unknown) => app.log.warn({ err: error, model: id }, 'speech model download failed'));
    }
    options.onWait?.(waitingNote(await models.status(id)), status);
    await sleep(options.pollMs ?? 1000, undefined, { signal: options.signal });
  }
}
