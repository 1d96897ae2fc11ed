// Child process of one live take: Silero VAD over the PCM on stdin, each closed utterance recognised by GigaAM
// (or written out for another engine). Native code blocks its thread and may abort on a broken model, hence a
// process of its own, as for file recognition.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OfflineRecognizer } from 'sherpa-onnx-node';
import { wavHeader } from '../../media/wav.ts';
import { recognizerConfig } from '../gigaam/recognizer-config.ts';
import { cleanRecognizedText } from '../gigaam/text.ts';
import { SAMPLE_RATE, limitLength, vadConfig } from '../gigaam/vad.ts';
import type { LiveJob, LiveMessage } from './protocol.ts';
import { SampleHistory } from './history.ts';

const sherpa = createRequire(import.meta.url)('sherpa-onnx-node') as typeof import('sherpa-onnx-node');
/** Silero VAD v5 looks at 512-sample windows; feeding whole windows makes a second run cut the same utterances. */
const WINDOW = 512;
/** Audio around an utterance given to the recogniser too: a soft word onset is not cut off. */
const CONTEXT_SAMPLES = Math.round(0.15 * SAMPLE_RATE);
const DECODED_EVERY = SAMPLE_RATE;

const send = (message: LiveMessage) => process.send?.(message);

function recognize(recognizer: OfflineRecognizer, samples: Float32Array): string {
  const stream = recognizer.createStream();
  stream.acceptWaveform({ samples, sampleRate: SAMPLE_RATE });
  recognizer.decode(stream);
  return cleanRecognizedText(recognizer.getResult(stream).text);
}

async function run(job: LiveJob): Promise<void> {
  let recognizer: OfflineRecognizer | null = null;
  try {
    if (job.model) recognizer = new sherpa.OfflineRecognizer(recognizerConfig(job.model, job.threads));
  } catch (error) {
    // A broken model must not lose the recording: it is decoded anyway, and the final processing reports the model.
    send({ type: 'unrecognised', message: String(error) });
  }
  const vad = new sherpa.Vad(vadConfig(job.vad), 60);
  const known = new Set(job.knownStartsMs);
  const history = new SampleHistory(Math.round((job.vad.maxUtterance + 40) * SAMPLE_RATE));
  let fed = 0;
  let previousEnd = 0;
  let lastReport = 0;
  let odd: Buffer | null = null;

  const drain = async () => {
    while (!vad.isEmpty()) {
      const segment = vad.front(false);
      vad.pop();
      const detected = { start: segment.start, end: segment.start + segment.samples.length };
      const view = history.view(detected.start, Math.min(history.end, detected.end + CONTEXT_SAMPLES));
      const local = { start: detected.start - view.from, end: detected.end - view.from };
      for (const part of await limitLength(local, view.samples, job.vad.maxUtterance)) {
        const start = part.start + view.from;
        const end = part.end + view.from;
        const from = Math.max(previousEnd, start - CONTEXT_SAMPLES, history.start);
        const to = Math.min(history.end, end + CONTEXT_SAMPLES);
        previousEnd = end;
        const startMs = Math.round((start / SAMPLE_RATE) * 1000);
        if (known.has(startMs)) continue;
        const samples = history.view(from, to).samples;
        const began = performance.now();
        let text: string | null = null;
        let wavPath: string | null = null;
        if (recognizer) text = recognize(recognizer, samples);
        else if (job.utteranceDir) {
          wavPath = path.join(job.utteranceDir, `${startMs}-${randomUUID()}.wav`);
          const pcm = Buffer.alloc(samples.length * 2);
          for (let i = 0; i < samples.length; i++) pcm.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(samples[i]! * 32768))), i * 2);
          await writeFile(wavPath, Buffer.concat([wavHeader(pcm.length, SAMPLE_RATE), pcm]));
        }
        const endMs = Math.round((end / SAMPLE_RATE) * 1000);
        send({ type: 'utterance', utterance: { startMs, endMs, text, wavPath, engineMs: performance.now() - began } });
      }
    }
  };

  const feed = async (samples: Float32Array) => {
    history.push(samples);
    for (let at = 0; at < samples.length; at += WINDOW) {
      vad.acceptWaveform(samples.subarray(at, Math.min(samples.length, at + WINDOW)));
      await drain();
    }
    fed += samples.length;
    if (fed - lastReport >= DECODED_EVERY) {
      lastReport = fed;
      send({ type: 'decoded', samples: fed });
    }
  };

  let pending = new Float32Array(0);
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    let bytes: Buffer = odd ? Buffer.concat([odd, chunk]) : chunk;
    odd = bytes.length % 2 ? bytes.subarray(bytes.length - 1) : null;
    if (odd) bytes = bytes.subarray(0, bytes.length - 1);
    const incoming = new Float32Array(bytes.length / 2);
    for (let i = 0; i < incoming.length; i++) incoming[i] = bytes.readInt16LE(i * 2) / 32768;
    const joined = new Float32Array(pending.length + incoming.length);
    joined.set(pending);
    joined.set(incoming, pending.length);
    const whole = joined.length - (joined.length % WINDOW);
    if (whole > 0) await feed(joined.subarray(0, whole));
    pending = joined.slice(whole);
  }
  if (pending.length > 0) await feed(pending);
  vad.flush();
  await drain();
  send({ type: 'done', samples: fed });
}

process.once('message', (job: LiveJob) => {
  run(job)
    .catch((error: unknown) => send({ type: 'error', message: error instanceof Error ? error.message : String(error) }))
    .finally(() => process.disconnect?.());
});
