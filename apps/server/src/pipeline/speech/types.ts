import type { TranscriptSegment } from '@protocolist/contracts/protocols';

/** One recognised stretch of speech; times are seconds from the start of the recording. */
export type Segment = TranscriptSegment;

export interface TranscribeOptions {
  /** ISO 639-1 code; the product transcribes Russian. */
  language: string;
  /** Words likely to be spoken (the secretary's keywords, participants' names): biases recognition. */
  prompt?: string;
  /** How many people spoke, when known (the protocol's members): speaker diarization clusters into that many. */
  speakers?: number | null;
  /** 0–100, non-decreasing; 100 once the transcript is complete. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface SpeechEngine {
  readonly name: 'gigaam' | 'whisper' | 'openai' | 'subtitles';
  /** wavPath: 16 kHz mono 16-bit PCM WAV (extractAudio's output). */
  transcribe(wavPath: string, options: TranscribeOptions): Promise<Segment[]>;
}

export type SpeechErrorCode =
  | 'model_missing'
  | 'model_invalid'
  | 'model_download'
  | 'engine_failed'
  | 'service_unavailable'
  | 'service_rejected'
  | 'service_response'
  | 'subtitles_invalid'
  | 'subtitles_missing';

/** A recognition failure with a Russian message the UI may show as the processing error. */
export class SpeechError extends Error {
  readonly code: SpeechErrorCode;
  /** For logs only. */
  readonly details: string | undefined;

  constructor(code: SpeechErrorCode, message: string, details?: string) {
    super(message);
    this.name = 'SpeechError';
    this.code = code;
    this.details = details;
  }
}
