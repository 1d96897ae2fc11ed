import type { GigaamLayout } from '../gigaam/layout.ts';
import type { VadSettings } from '../gigaam/protocol.ts';

/** What the live decoder sends its child process first; 16 kHz mono s16le PCM then flows in on its stdin. */
export interface LiveJob {
  vad: VadSettings;
  /** GigaAM recognises in the child; null: each utterance is written as a WAV into `utteranceDir` for another engine. */
  model: GigaamLayout | null;
  utteranceDir: string | null;
  threads: number;
  /** Utterances (their start, ms) recognised before, by an earlier run over the same audio: not recognised again. */
  knownStartsMs: number[];
}

/** An utterance the VAD closed; times in ms from the start of the take's audio. */
export interface LiveUtterance {
  startMs: number;
  endMs: number;
  /** Recognised text (GigaAM in the child); null when another engine is to read `wavPath`. */
  text: string | null;
  wavPath: string | null;
  /** Milliseconds the recogniser spent on it. */
  engineMs: number;
}

export type LiveMessage =
  | { type: 'utterance'; utterance: LiveUtterance }
  /** How many samples the child has taken in so far. */
  | { type: 'decoded'; samples: number }
  | { type: 'done'; samples: number }
  /** The model could not be loaded: utterances come without text. */
  | { type: 'unrecognised'; message: string }
  | { type: 'error'; message: string };
