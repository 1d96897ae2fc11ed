import { openAsBlob } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { splitAudio } from '../media/split-audio.ts';
import { progressReporter } from '../progress.ts';
import { clampPrompt } from './prompt.ts';
import { SpeechError, type Segment, type SpeechEngine, type TranscribeOptions } from './types.ts';

export interface OpenAiEngineOptions {
  /** ASR_URL: the server root; requests go to {url}/v1/audio/transcriptions. */
  url: string;
  /** ASR_API_KEY, sent as a Bearer token when set. */
  apiKey?: string | null;
  /** ASR_MODEL, 'whisper-1' by default. */
  model?: string;
  /** ASR_MAX_BYTES: larger audio is sent in pieces (OpenAI accepts 25 MB per request). */
  maxBytes?: number;
  /** Attempts per piece on 429, 5xx and network errors. */
  attempts?: number;
  /** First retry delay; doubles each time (a Retry-After header wins). */
  retryDelayMs?: number;
  /** Per request. */
  timeoutMs?: number;
}

const verboseJson = z.object({
  text: z.string().optional(),
  duration: z.number().optional(),
  segments: z
    .array(z.object({ start: z.number(), end: z.number(), text: z.string(), speaker: z.string().nullish() }))
    .optional(),
});

const UNAVAILABLE = 'Сервер распознавания речи недоступен';

export function transcriptionsUrl(base: string): string {
  return `${base.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/audio/transcriptions`;
}

function retryAfterMs(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) * 1000 : null;
}

async function errorText(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } | string; message?: string };
    const message = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (message) return message;
  } catch {
    // not JSON: the raw body is as good as it gets
  }
  return body.slice(0, 500);
}

function rejected(status: number, detail: string): SpeechError {
  if (status === 401 || status === 403) {
    return new SpeechError('service_rejected', `Сервер распознавания речи отклонил ключ доступа (HTTP ${status}); проверьте ASR_API_KEY`, detail);
  }
  if (status === 413) {
    return new SpeechError('service_rejected', 'Сервер распознавания речи не принял запись: слишком большой файл; уменьшите ASR_MAX_BYTES', detail);
  }
  return new SpeechError('service_rejected', `Сервер распознавания речи вернул ошибку HTTP ${status}`, detail);
}

type Settings = Required<Omit<OpenAiEngineOptions, 'apiKey'>> & { apiKey: string | null };

async function postPiece(file: string, options: Settings, transcribe: TranscribeOptions): Promise<Segment[]> {
  const url = transcriptionsUrl(options.url);
  let lastError: SpeechError | null = null;
  for (let attempt = 0; attempt < options.attempts; attempt++) {
    transcribe.signal?.throwIfAborted();
    const form = new FormData();
    form.set('file', await openAsBlob(file, { type: 'audio/wav' }), path.basename(file));
    form.set('model', options.model);
    form.set('language', transcribe.language);
    form.set('response_format', 'verbose_json');
    const prompt = clampPrompt(transcribe.prompt);
    if (prompt) form.set('prompt', prompt);
    const signals = [AbortSignal.timeout(options.timeoutMs), ...(transcribe.signal ? [transcribe.signal] : [])];
    let delay = options.retryDelayMs * 2 ** attempt;
    try {
      const response = await fetch(url, {
        method: 'POST',
        body: form,
        headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        signal: AbortSignal.any(signals),
      });
      if (response.ok) {
        const parsed = verboseJson.safeParse(await response.json().catch(() => null));
        if (!parsed.success) {
          throw new SpeechError('service_response', 'Сервер распознавания речи вернул ответ в неожиданном формате', parsed.error.message);
        }
        const { segments, text, duration } = parsed.data;
        if (segments) return segments.map((s) => ({ start: s.start, end: s.end, speaker: s.speaker ?? null, text: s.text.trim() }));
        return text?.trim() ? [{ start: 0, end: duration ?? 0, speaker: null, text: text.trim() }] : [];
      }
      const detail = await errorText(response);
      if (response.status !== 429 && response.status < 500) throw rejected(response.status, detail);
      lastError = new SpeechError('service_unavailable', `${UNAVAILABLE}: HTTP ${response.status}`, detail);
      delay = retryAfterMs(response) ?? delay;
    } catch (error) {
      if (error instanceof SpeechError) throw error;
      transcribe.signal?.throwIfAborted();
      lastError = new SpeechError('service_unavailable', `${UNAVAILABLE}: ${new URL(url).host}`, String(error));
    }
    if (attempt + 1 < options.attempts) await sleep(delay, undefined, { signal: transcribe.signal });
  }
  throw lastError ?? new SpeechError('service_unavailable', UNAVAILABLE);
}

/** Any OpenAI-compatible /v1/audio/transcriptions server (OpenAI, faster-whisper-server, LocalAI, vLLM …). */
export function createOpenAiEngine(options: OpenAiEngineOptions): SpeechEngine {
  const settings: Settings = {
    url: options.url,
    apiKey: options.apiKey ?? null,
    model: options.model || 'whisper-1',
    maxBytes: options.maxBytes ?? 24 * 1024 * 1024,
    attempts: options.attempts ?? 4,
    retryDelayMs: options.retryDelayMs ?? 1000,
    timeoutMs: options.timeoutMs ?? 10 * 60_000,
  };
  return {
    name: 'openai',
    async transcribe(wavPath, transcribeOptions) {
      const report = progressReporter(transcribeOptions.onProgress);
      report(0);
      const pieces = await splitAudio(wavPath, settings.maxBytes, { signal: transcribeOptions.signal });
      const temporary = pieces.some((piece) => piece.path !== wavPath) ? path.dirname(pieces[0]!.path) : null;
      try {
        const segments: Segment[] = [];
        for (const [index, piece] of pieces.entries()) {
          const found = await postPiece(piece.path, settings, transcribeOptions);
          for (const segment of found) {
            segments.push({ ...segment, start: segment.start + piece.offset, end: segment.end + piece.offset });
          }
          report(((index + 1) / pieces.length) * 100);
        }
        return segments.filter((segment) => segment.text);
      } finally {
        if (temporary) await rm(temporary, { recursive: true, force: true });
      }
    },
  };
}
