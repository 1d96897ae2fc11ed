import { availableParallelism } from 'node:os';
import path from 'node:path';
import { assertSpeechWav, readWavInfo } from '../media/wav.ts';
import { validateModelFile } from './model-file.ts';
import type { ModelLocation } from './models.ts';
import { clampPrompt } from './prompt.ts';
import { runSpeechChild } from './child-job.ts';
import type { SpeechEngine } from './types.ts';
import type { WhisperJob } from './whisper-protocol.ts';

export interface WhisperEngineOptions {
  /** WHISPER_MODEL's ggml file, from the model manager for a name (see `whisperModelLocation`). */
  model: (signal?: AbortSignal) => Promise<ModelLocation>;
  /** WHISPER_THREADS; min(4, CPUs) by default. */
  threads?: number;
  /** WHISPER_AUDIO_CTX (whisper.cpp --audio-ctx): smaller is faster and less accurate; 0 = full. */
  audioCtx?: number;
  /** Tokens per segment, 0 = unlimited. Test models (no weights) get 8 so whisper.cpp always returns. */
  maxTokens?: number;
  /** Length of the pieces fed to whisper.cpp; progress moves once per piece. */
  chunkSeconds?: number;
  /** Kill the recogniser when a piece takes longer than this. */
  stallTimeoutMs?: number;
}

const WORKER = path.join(import.meta.dirname, 'whisper-worker.ts');
const TEST_MODEL_MAX_TOKENS = 8;

export function defaultWhisperThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/** whisper.cpp (through @napi-rs/whisper) in a child process, one process per transcription. */
export function createWhisperEngine(options: WhisperEngineOptions): SpeechEngine {
  return {
    name: 'whisper',
    async transcribe(wavPath, transcribeOptions) {
      const { signal } = transcribeOptions;
      const model = await validateModelFile(await options.model(signal));
      assertSpeechWav(await readWavInfo(wavPath));
      const job: WhisperJob = {
        wavPath,
        modelPath: model.path,
        language: transcribeOptions.language,
        prompt: clampPrompt(transcribeOptions.prompt),
        threads: options.threads ?? defaultWhisperThreads(),
        audioCtx: options.audioCtx ?? 0,
        maxTokens: options.maxTokens || (model.tensors === 0 ? TEST_MODEL_MAX_TOKENS : 0),
        chunkSeconds: options.chunkSeconds ?? 120,
      };
      return runSpeechChild(WORKER, job, transcribeOptions, options.stallTimeoutMs ?? 30 * 60_000);
    },
  };
}
