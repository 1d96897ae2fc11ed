// Child process that runs GigaAM through sherpa-onnx: decoding blocks its thread, and a broken model file can
// end the process (sherpa-onnx exits on some bad inputs), so it never runs inside the server.
import { createRequire } from 'node:module';
import type { OfflineRecognizer } from 'sherpa-onnx-node';
import { MediaError } from '../../media/errors.ts';
import { readSpeechSamples } from '../../media/wav.ts';
import { serveSpeechJob, type SpeechChildMessage } from '../child-job.ts';
import { SpeechError, type Segment } from '../types.ts';
import { diarizationConfig, labelSpeakers, speakerTurns } from './diarize.ts';
import type { GigaamLayout } from './layout.ts';
import type { GigaamJob } from './protocol.ts';
import { recognizerConfig } from './recognizer-config.ts';
import { cleanRecognizedText } from './text.ts';
import { SAMPLE_RATE, limitLength, speechStretches, vadConfig } from './vad.ts';

const sherpa = createRequire(import.meta.url)('sherpa-onnx-node') as typeof import('sherpa-onnx-node');

/** Audio around an utterance given to the recogniser too: a soft word onset is not cut off. */
const CONTEXT_SAMPLES = Math.round(0.15 * SAMPLE_RATE);

function load(model: GigaamLayout, threads: number): OfflineRecognizer {
  try {
    return new sherpa.OfflineRecognizer(recognizerConfig(model, threads));
  } catch (error) {
    throw new SpeechError('model_invalid', 'Файлы модели GigaAM повреждены или не подходят sherpa-onnx', String(error));
  }
}

function recognize(recognizer: OfflineRecognizer, samples: Float32Array): string {
  const stream = recognizer.createStream();
  stream.acceptWaveform({ samples, sampleRate: SAMPLE_RATE });
  recognizer.decode(stream);
  return cleanRecognizedText(recognizer.getResult(stream).text);
}

async function run(job: GigaamJob, send: (message: SpeechChildMessage) => void): Promise<Segment[]> {
  if (job.kind === 'probe') {
    recognize(load(job.model, job.threads), new Float32Array(SAMPLE_RATE));
    return [];
  }
  const { samples } = await readSpeechSamples(job.wavPath);
  send({ type: 'progress', percent: 0 });
  const recognizer = load(job.model, job.threads);
  const vad = new sherpa.Vad(vadConfig(job.vad), 60);
  const segments: Segment[] = [];
  let previousEnd = 0;
  for (const detected of speechStretches(vad, samples)) {
    for (const stretch of await limitLength(detected, samples, job.vad.maxUtterance)) {
      const from = Math.max(previousEnd, stretch.start - CONTEXT_SAMPLES);
      const to = Math.min(samples.length, stretch.end + CONTEXT_SAMPLES);
      previousEnd = stretch.end;
      const text = recognize(recognizer, samples.subarray(from, to));
      if (text) segments.push({ start: stretch.start / SAMPLE_RATE, end: stretch.end / SAMPLE_RATE, speaker: null, text });
      // With diarization still to come, recognition is the first 90 %.
      send({ type: 'progress', percent: (stretch.end / samples.length) * (job.diarization ? 90 : 100) });
    }
  }
  if (!job.diarization || segments.length === 0) return segments;
  let diarization;
  try {
    diarization = new sherpa.OfflineSpeakerDiarization(diarizationConfig(job.diarization, job.threads));
  } catch (error) {
    throw new SpeechError('model_invalid', 'Файлы моделей разделения по спикерам повреждены или не подходят sherpa-onnx', String(error));
  }
  return labelSpeakers(segments, speakerTurns(diarization, samples));
}

serveSpeechJob(run, (error) => error instanceof MediaError || error instanceof SpeechError);
