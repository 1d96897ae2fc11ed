import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SpeechConfig } from '../config.ts';
import { modelFileName, resolveModel, type ModelLocation } from '../models.ts';
import type { ModelManager } from './manager.ts';

/** The model manager's catalogue id of a whisper.cpp model name (small → whisper-small). */
export const whisperModelId = (name: string) => `whisper-${name}`;

/**
 * WHISPER_MODEL's file. A path is taken as given. A name goes through the model manager, like every other model:
 * its checked folder DATA_DIR/models/whisper-<name>/, else a file kept as DATA_DIR/models/ggml-<name>.bin, else
 * (WHISPER_AUTO_DOWNLOAD) the manager's download — resumed after a break, size and SHA-256 checked, loaded once.
 * Otherwise the location as it stands, which the engine reports as missing.
 */
export async function whisperModelLocation(
  models: ModelManager | null,
  whisper: SpeechConfig['whisper'],
  signal?: AbortSignal,
): Promise<ModelLocation> {
  const location = resolveModel(whisper.model, whisper.dataDir);
  const name = location.name;
  if (!name || !models) return location;
  const id = whisperModelId(name);
  if (!models.catalog.some((entry) => entry.id === id)) return location;
  const inFolder = (folder: string): ModelLocation => ({ ...location, path: path.join(folder, modelFileName(name)) });
  const ready = await models.readyFolder(id);
  if (ready) return inFolder(ready);
  if (existsSync(location.path) || !whisper.autoDownload) return location;
  await models.waitForOtherProcess(id, signal);
  return inFolder((await models.readyFolder(id)) ?? (await models.download(id, signal)));
}
