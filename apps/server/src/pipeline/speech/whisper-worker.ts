// Child process that runs whisper.cpp: whisper_full() blocks its thread for the whole chunk, so it runs here,
// where a stuck or aborted job is ended with SIGKILL without touching the server process.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Whisper, WhisperFullParams, WhisperSamplingStrategy } from '@napi-rs/whisper';
import { MediaError } from '../media/errors.ts';
import { planPieces } from '../media/pieces.ts';
import { quietestPoint, readSpeechSamples } from '../media/wav.ts';
import { serveSpeechJob, type SpeechChildMessage } from './child-job.ts';
import { isSpeech, type WhisperJob } from './whisper-protocol.ts';
import type { Segment } from './types.ts';

const SAMPLE_RATE = 16_000;
/** whisper.cpp reports times in centiseconds. */
const TICKS_PER_SECOND = 100;

interface RawSegment {
  text: string;
  start: number;
  end: number;
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

/**
 * Segment callbacks are queued to this thread's event loop while full() blocks it; they arrive after it returns.
 * Wait until the collected texts add up to what full() returned.
 */
async function collectSegments(collected: RawSegment[], fullText: string): Promise<void> {
  const expected = squeeze(fullText);
  for (let turn = 0; turn < 1000; turn++) {
    if (squeeze(collected.map((s) => s.text).join('')) === expected) return;
    await nextTurn();
  }
}

async function transcribe(job: WhisperJob, send: (message: SpeechChildMessage) => void): Promise<Segment[]> {
  const { samples } = await readSpeechSamples(job.wavPath);
  send({ type: 'progress', percent: 0 });
  if (samples.length < SAMPLE_RATE / 10) return [];
  const whisper = new Whisper(job.modelPath);
  const pieces = await planPieces({
    total: samples.length,
    maxLength: Math.max(1, Math.round(job.chunkSeconds * SAMPLE_RATE)),
    searchLength: 5 * SAMPLE_RATE,
    quietestIn: (from, to) => quietestPoint(samples, from, to),
    minTailLength: 2 * SAMPLE_RATE,
  });
  const segments: Segment[] = [];
  for (const [index, piece] of pieces.entries()) {
    const params = new WhisperFullParams(WhisperSamplingStrategy.Greedy);
    params.language = job.language;
    params.nThreads = job.threads;
    params.printProgress = false;
    params.printRealtime = false;
    params.printTimestamps = false;
    if (job.audioCtx > 0) params.audioCtx = job.audioCtx;
    if (job.maxTokens > 0) params.maxTokens = job.maxTokens;
    // whisper.cpp keeps earlier text as context between calls, so the prompt is only needed at the start.
    if (index === 0 && job.prompt) params.initialPrompt = job.prompt;
    const collected: RawSegment[] = [];
    params.onNewSegment = (segment) => collected.push(segment);
    const text = whisper.full(params, samples.subarray(piece.from, piece.to));
    await collectSegments(collected, text);
    const offset = piece.from / SAMPLE_RATE;
    const pieceEnd = piece.to / SAMPLE_RATE;
    for (const raw of collected) {
      if (!isSpeech(raw.text)) continue;
      const start = Math.min(pieceEnd, offset + raw.start / TICKS_PER_SECOND);
      const end = Math.min(pieceEnd, Math.max(start, offset + raw.end / TICKS_PER_SECOND));
      segments.push({ start, end, speaker: null, text: raw.text.trim() });
    }
    send({ type: 'progress', percent: (piece.to / samples.length) * 100 });
  }
  return segments;
}

serveSpeechJob(transcribe, (error) => error instanceof MediaError);
