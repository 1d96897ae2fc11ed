import { access } from 'node:fs/promises';
import path from 'node:path';
import type { SpeechConfig, SpeechEngineName } from './config.ts';
import { createGigaamEngine, type GigaamEngineOptions } from './gigaam/engine.ts';
import { createOpenAiEngine } from './openai-engine.ts';
import { createSubtitlesEngine } from './subtitles-engine.ts';
import { SpeechError, type SpeechEngine } from './types.ts';
import type { ModelManager } from './models/manager.ts';
import { whisperModelLocation } from './models/whisper.ts';
import { createWhisperEngine } from './whisper-engine.ts';

export interface CreateSpeechEngineOptions {
  /** Subtitles uploaded with the video: when present they are the transcript, unless this run names an engine. */
  subtitlesPath?: string | null;
  /** Another engine than ASR_ENGINE for this run (a re-run the secretary asked for). */
  engine?: SpeechEngineName;
  /** Where the GigaAM model folder comes from; the model manager waits for or fetches it. */
  gigaamModelDir?: (signal?: AbortSignal) => Promise<string>;
  /** Speaker diarization models for GigaAM runs (the model manager's, when DIARIZATION=1). */
  diarization?: GigaamEngineOptions['diarization'];
  /** The model manager: named whisper models are its own (checked, downloaded with WHISPER_AUTO_DOWNLOAD). */
  models?: ModelManager;
}

/** GIGAAM_MODEL_DIR, else the managed model's folder when it is in place. */
function plainGigaamModelDir(config: SpeechConfig): () => Promise<string> {
  return async () => {
    const dir = config.gigaam.modelDir ?? path.join(config.models.dir, config.gigaam.model);
    try {
      await access(dir);
    } catch {
      throw new SpeechError('model_missing', 'Модель распознавания речи GigaAM не загружена', dir);
    }
    return dir;
  };
}

export function createSpeechEngine(config: SpeechConfig, options: CreateSpeechEngineOptions = {}): SpeechEngine {
  const engine = options.engine ?? config.engine;
  if ((options.subtitlesPath && !options.engine) || engine === 'subtitles') return createSubtitlesEngine(options.subtitlesPath ?? null);
  if (engine === 'openai') {
    if (!config.openai.url) throw new SpeechError('service_unavailable', 'Сервер распознавания речи не настроен (ASR_URL)');
    return createOpenAiEngine({
      url: config.openai.url,
      apiKey: config.openai.apiKey,
      model: config.openai.model,
      maxBytes: config.openai.maxBytes,
    });
  }
  if (engine === 'gigaam') {
    return createGigaamEngine({
      modelDir: options.gigaamModelDir ?? plainGigaamModelDir(config),
      threads: config.gigaam.threads || undefined,
      diarization: options.diarization,
    });
  }
  return createWhisperEngine({
    model: (signal) => whisperModelLocation(options.models ?? null, config.whisper, signal),
    threads: config.whisper.threads || undefined,
    audioCtx: config.whisper.audioCtx,
  });
}
