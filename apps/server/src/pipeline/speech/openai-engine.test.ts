import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseWavHeader } from '../media/wav.ts';
import { readBody, startTestServer, type TestServer } from '../test-http-server.ts';
import { createOpenAiEngine, transcriptionsUrl } from './openai-engine.ts';

const shared = path.resolve(import.meta.dirname, '../../../../../../shared');
const clip = path.join(shared, 'speech/cv-ru/common_voice_ru_18858598.wav');

interface Received {
  authorization: string | undefined;
  fields: Record<string, string>;
  fileName: string;
  fileType: string;
  fileBytes: number;
  duration: number;
}

let server: TestServer;
let received: Received[];
/** Statuses to answer before succeeding, per request in order. */
let failures: { status: number; body: string; retryAfter?: string }[];

beforeAll(async () => {
  server = await startTestServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/audio/transcriptions') {
      response.writeHead(404).end();
      return;
    }
    const body = await readBody(request);
    const failure = failures.shift();
    if (failure) {
      response.writeHead(failure.status, failure.retryAfter ? { 'retry-after': failure.retryAfter } : {}).end(failure.body);
      return;
    }
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': request.headers['content-type']! } }).formData();
    const file = form.get('file') as File;
    const bytes = Buffer.from(await file.arrayBuffer());
    const { duration } = parseWavHeader(bytes, bytes.length);
    const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    received.push({ authorization: request.headers.authorization, fields, fileName: file.name, fileType: file.type, fileBytes: bytes.length, duration });
    const n = received.length;
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        task: 'transcribe',
        language: 'russian',
        duration,
        text: `первая часть ${n} вторая часть ${n}`,
        segments: [
          { id: 0, start: 0, end: duration / 2, text: ` первая часть ${n}` },
          { id: 1, start: duration / 2, end: duration, text: ` вторая часть ${n}` },
        ],
      }),
    );
  });
});
afterAll(() => server.close());
beforeEach(() => {
  received = [];
  failures = [];
});

describe('openai engine', () => {
  it('sends the audio with the API fields and returns verbose_json segments', async () => {
    const engine = createOpenAiEngine({ url: `${server.url}/`, apiKey: 'sk-test', model: 'whisper-large-v3' });
    const progress: number[] = [];
    const segments = await engine.transcribe(clip, { language: 'ru', prompt: 'Повестка дня, Решили', onProgress: (p) => progress.push(p) });
    expect(received).toEqual([
      {
        authorization: 'Bearer sk-test',
        fields: { model: 'whisper-large-v3', language: 'ru', response_format: 'verbose_json', prompt: 'Повестка дня, Решили' },
        fileName: 'common_voice_ru_18858598.wav',
        fileType: 'audio/wav',
        fileBytes: 172_110,
        duration: 5.376,
      },
    ]);
    expect(segments).toEqual([
      { start: 0, end: 2.688, speaker: null, text: 'первая часть 1' },
      { start: 2.688, end: 5.376, speaker: null, text: 'вторая часть 1' },
    ]);
    expect(progress).toEqual([0, 100]);
  });

  it('splits audio above ASR_MAX_BYTES and shifts each piece by its offset', async () => {
    const engine = createOpenAiEngine({ url: server.url, maxBytes: 70_000 });
    const segments = await engine.transcribe(clip, { language: 'ru' });
    expect(received.length).toBe(3);
    expect(received.every((r) => r.fileBytes <= 70_000 && r.authorization === undefined && !('prompt' in r.fields))).toBe(true);
    expect(received.map((r) => r.fields.model)).toEqual(['whisper-1', 'whisper-1', 'whisper-1']);
    let offset = 0;
    for (const [index, piece] of received.entries()) {
      const n = index + 1;
      expect(segments[index * 2]).toEqual({ start: offset, end: offset + piece.duration / 2, speaker: null, text: `первая часть ${n}` });
      expect(segments[index * 2 + 1]!.end).toBeCloseTo(offset + piece.duration, 9);
      offset += piece.duration;
    }
    expect(offset).toBeCloseTo(5.376, 9);
  });

  it('retries on 429 and 5xx', async () => {
    failures = [
      { status: 429, body: '{"error":{"message":"Rate limit"}}', retryAfter: '0' },
      { status: 503, body: 'busy' },
    ];
    const engine = createOpenAiEngine({ url: server.url, retryDelayMs: 10 });
    expect(await engine.transcribe(clip, { language: 'ru' })).toHaveLength(2);
    expect(failures).toEqual([]);
  });

  it('gives up after the last attempt with a Russian message', async () => {
    failures = Array.from({ length: 3 }, () => ({ status: 502, body: 'bad gateway' }));
    const engine = createOpenAiEngine({ url: server.url, retryDelayMs: 5, attempts: 3 });
    await expect(engine.transcribe(clip, { language: 'ru' })).rejects.toMatchObject({
      code: 'service_unavailable',
      message: 'Сервер распознавания речи недоступен: HTTP 502',
    });
  });

  it('does not retry a rejected key', async () => {
    failures = [{ status: 401, body: '{"error":{"message":"Incorrect API key provided"}}' }];
    const engine = createOpenAiEngine({ url: server.url, apiKey: 'wrong', retryDelayMs: 5 });
    await expect(engine.transcribe(clip, { language: 'ru' })).rejects.toMatchObject({
      code: 'service_rejected',
      message: 'Сервер распознавания речи отклонил ключ доступа (HTTP 401); проверьте ASR_API_KEY',
      details: 'Incorrect API key provided',
    });
    expect(received).toEqual([]);
  });

  it('rejects an answer that is not verbose_json', async () => {
    failures = [];
    const other = await startTestServer((_request, response) => {
      response.end('{"segments":"nope"}');
    });
    try {
      const engine = createOpenAiEngine({ url: other.url });
      await expect(engine.transcribe(clip, { language: 'ru' })).rejects.toThrow('Сервер распознавания речи вернул ответ в неожиданном формате');
    } finally {
      await other.close();
    }
  });

  it('says when the server is unreachable', async () => {
    const engine = createOpenAiEngine({ url: 'http://127.0.0.1:9', attempts: 2, retryDelayMs: 5 });
    await expect(engine.transcribe(clip, { language: 'ru' })).rejects.toThrow('Сервер распознавания речи недоступен: 127.0.0.1:9');
  });

  it('accepts ASR_URL with or without /v1', () => {
    expect(transcriptionsUrl('http://gpu:8000/v1/')).toBe('http://gpu:8000/v1/audio/transcriptions');
    expect(transcriptionsUrl('https://api.openai.com')).toBe('https://api.openai.com/v1/audio/transcriptions');
  });
});
