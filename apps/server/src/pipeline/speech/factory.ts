import type { SpeechConfig } from './config.ts';
import { createOpenAiEngine } from './openai-engine.ts';
import { createSubtitlesEngine } from './subtitles-engine.ts';
import type { SpeechEngine } from './types.ts';
import { createWhisperEngine, type WhisperEngineOptions } from './whisper-engine.ts';

export interface CreateSpeechEngineOptions {
  /** Subtitles uploaded with the video: when present they are the transcript, whatever ASR_ENGINE says. */
  subtitlesPath?: string | null;
  onModelDownload?: WhisperEngineOptions['onModelDownload'];
}

export function createSpeechEngine(config: SpeechConfig, options: CreateSpeechEngineOptions = {}): SpeechEngine {
  if (options.subtitlesPath || config.engine === 'subtitles') return createSubtitlesEngine(options.subtitlesPath ?? null);
  if (config.engine === 'openai') {
    return createOpenAiEngine({
      url: config.openai.url!,
      apiKey: config.openai.apiKey,
      model: config.openai.model,
      maxBytes: config.openai.maxBytes,
    });
  }
  return createWhisperEngine({
    model: config.whisper.model,
    dataDir: config.whisper.dataDir,
    autoDownload: config.whisper.autoDownload,
    modelBaseUrl: config.whisper.modelBaseUrl,
    threads: config.whisper.threads || undefined,
    audioCtx: config.whisper.audioCtx,
    onModelDownload: options.onModelDownload,
  });
}
