import type { Vad } from 'sherpa-onnx-node';
import { planPieces } from '../../media/pieces.ts';
import { quietestPoint } from '../../media/wav.ts';
import type { VadSettings } from './protocol.ts';

export const SAMPLE_RATE = 16_000;
/** Silero VAD v5 looks at 512-sample windows at 16 kHz. */
const WINDOW = 512;

/** A stretch of speech, in samples from the start of the recording. */
export interface SpeechStretch {
  start: number;
  end: number;
}

export function vadConfig(settings: VadSettings) {
  return {
    sileroVad: {
      model: settings.model,
      threshold: settings.threshold,
      minSilenceDuration: settings.minSilence,
      minSpeechDuration: settings.minSpeech,
      maxSpeechDuration: settings.maxUtterance,
      windowSize: WINDOW,
    },
    sampleRate: SAMPLE_RATE,
    numThreads: 1,
    debug: 0,
  };
}

/**
 * Feeds the recording to the voice-activity detector window by window and hands over each utterance as soon
 * as it is closed (so recognition of one overlaps with detection of the next). Silence, noise and music give
 * no stretches.
 */
export function* speechStretches(vad: Vad, samples: Float32Array): Generator<SpeechStretch> {
  const drain = function* () {
    while (!vad.isEmpty()) {
      const segment = vad.front(false);
      vad.pop();
      yield { start: segment.start, end: Math.min(samples.length, segment.start + segment.samples.length) };
    }
  };
  for (let offset = 0; offset < samples.length; offset += WINDOW) {
    vad.acceptWaveform(samples.subarray(offset, Math.min(samples.length, offset + WINDOW)));
    yield* drain();
  }
  vad.flush();
  yield* drain();
}

/**
 * sherpa-onnx treats its maximum utterance length loosely (it raises the threshold and waits for a dip, which
 * may come seconds later), so longer stretches are cut here at their quietest moment near the limit.
 */
export async function limitLength(stretch: SpeechStretch, samples: Float32Array, maxSeconds: number): Promise<SpeechStretch[]> {
  const pieces = await planPieces({
    total: stretch.end - stretch.start,
    maxLength: Math.round(maxSeconds * SAMPLE_RATE),
    searchLength: Math.round((maxSeconds / 2) * SAMPLE_RATE),
    quietestIn: (from, to) => quietestPoint(samples, stretch.start + from, stretch.start + to) - stretch.start,
  });
  return pieces.map((piece) => ({ start: stretch.start + piece.from, end: stretch.start + piece.to }));
}
