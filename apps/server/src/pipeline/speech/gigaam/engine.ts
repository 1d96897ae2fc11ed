import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { assertSpeechWav, readWavInfo } from '../../media/wav.ts';
import { runSpeechChild } from '../child-job.ts';
import type { SpeechEngine } from '../types.ts';
import type { DiarizationSettings } from './diarize.ts';
import { detectLayout } from './layout.ts';
import type { GigaamJob, VadSettings } from './protocol.ts';

const WORKER = path.join(import.meta.dirname, 'worker.ts');

/** Silero VAD v5 as shipped inside npm @ricky0123/vad-web (MIT): nothing to download. */
export const SILERO_VAD_MODEL = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@ricky0123/vad-web/package.json')),
  'dist/silero_vad_v5.onnx',
);

export const DEFAULT_VAD: VadSettings = {
  model: SILERO_VAD_MODEL,
  threshold: 0.5,
  minSilence: 0.5,
  minSpeech: 0.25,
  maxUtterance: 20,
};

export function defaultGigaamThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

export interface GigaamEngineOptions {
  /** The unpacked model folder; called when a job needs it (may wait for, or fetch, the model). */
  modelDir: (signal?: AbortSignal) => Promise<string>;
  /** GIGAAM_THREADS; min(4, CPUs) by default. */
  threads?: number;
  vad?: Partial<VadSettings>;
  /** Speaker diarization models, when it is on (DIARIZATION=1) and they are ready; null: no speaker labels. */
  diarization?: (signal?: AbortSignal) => Promise<Omit<DiarizationSettings, 'speakers'> | null>;
  /** Kill the recogniser when no utterance finishes for this long. */
  stallTimeoutMs?: number;
}

/** GigaAM (any NeMo CTC or transducer model) through sherpa-onnx, cut into utterances by Silero VAD. */
export function createGigaamEngine(options: GigaamEngineOptions): SpeechEngine {
  return {
    name: 'gigaam',
    async transcribe(wavPath, transcribeOptions) {
      const model = await detectLayout(await options.modelDir(transcribeOptions.signal));
      assertSpeechWav(await readWavInfo(wavPath));
      const diarization = (await options.diarization?.(transcribeOptions.signal)) ?? null;
      const job: GigaamJob = {
        kind: 'transcribe',
        wavPath,
        model,
        threads: options.threads || defaultGigaamThreads(),
        vad: { ...DEFAULT_VAD, ...options.vad },
        diarization: diarization && { ...diarization, speakers: transcribeOptions.speakers ?? null },
      };
      return runSpeechChild(WORKER, job, transcribeOptions, options.stallTimeoutMs ?? 10 * 60_000);
    },
  };
}

/** Loads a model folder in a child process and decodes a second of silence; throws a SpeechError when it cannot. */
export async function probeGigaamModel(dir: string, threads = 1): Promise<void> {
  const job: GigaamJob = { kind: 'probe', model: await detectLayout(dir), threads };
  await runSpeechChild(WORKER, job, { language: 'ru' }, 5 * 60_000);
}
