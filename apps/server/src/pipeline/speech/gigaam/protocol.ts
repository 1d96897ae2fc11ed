import type { DiarizationSettings } from './diarize.ts';
import type { GigaamLayout } from './layout.ts';

/** Voice-activity settings (Silero VAD in sherpa-onnx); seconds. */
export interface VadSettings {
  model: string;
  threshold: number;
  minSilence: number;
  minSpeech: number;
  /** Longer speech is cut into utterances of at most this length. */
  maxUtterance: number;
}

/** What the engine sends the GigaAM child process (one job per process). */
export type GigaamJob =
  | { kind: 'transcribe'; wavPath: string; model: GigaamLayout; threads: number; vad: VadSettings; diarization: DiarizationSettings | null }
  /** Loads the model and decodes a second of silence: proves the files load before a real job needs them. */
  | { kind: 'probe'; model: GigaamLayout; threads: number };
