import path from 'node:path';
import { DEFAULT_MODEL_BASE_URL } from './models.ts';

export type Env = Record<string, string | undefined>;

export const SPEECH_ENGINES = ['whisper', 'openai', 'subtitles'] as const;
export type SpeechEngineName = (typeof SPEECH_ENGINES)[number];

export interface SpeechConfig {
  /** ASR_ENGINE: whisper (default), openai, or subtitles (no recognition: a subtitle file must come with the video). */
  engine: SpeechEngineName;
  whisper: {
    /** WHISPER_MODEL: path to a ggml file, or a model name kept in DATA_DIR/models; 'small' by default. */
    model: string;
    dataDir: string;
    /** WHISPER_AUTO_DOWNLOAD=1: download a named model on first use. */
    autoDownload: boolean;
    /** WHISPER_MODEL_BASE_URL: where models are downloaded from. */
    modelBaseUrl: string;
    /** WHISPER_THREADS: 0 = min(4, CPUs). */
    threads: number;
    /** WHISPER_AUDIO_CTX: whisper.cpp --audio-ctx, 0 = full (smaller is faster, less accurate). */
    audioCtx: number;
  };
  openai: {
    /** ASR_URL: an OpenAI-compatible server root ({ASR_URL}/v1/audio/transcriptions). */
    url: string | null;
    /** ASR_API_KEY. */
    apiKey: string | null;
    /** ASR_MODEL: 'whisper-1' by default. */
    model: string;
    /** ASR_MAX_BYTES: audio above this is sent in pieces; 24 MiB by default (OpenAI's limit is 25 MB). */
    maxBytes: number;
  };
}

function nonNegativeInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} должен быть целым числом, получено «${raw}»`);
  return value;
}

function flag(env: Env, name: string): boolean {
  return ['1', 'true', 'yes', 'on'].includes((env[name] ?? '').toLowerCase());
}

/** Speech recognition settings from the environment; dataDir is the already resolved DATA_DIR. */
export function loadSpeechConfig(env: Env, dataDir: string): SpeechConfig {
  const engine = (env.ASR_ENGINE || 'whisper') as SpeechEngineName;
  if (!SPEECH_ENGINES.includes(engine)) {
    throw new Error(`ASR_ENGINE: ${SPEECH_ENGINES.join(', ')}, получено «${env.ASR_ENGINE}»`);
  }
  const url = env.ASR_URL?.trim() || null;
  if (engine === 'openai' && !url) throw new Error('ASR_URL обязателен при ASR_ENGINE=openai');
  if (url && !/^https?:\/\//.test(url)) throw new Error(`ASR_URL должен начинаться с http:// или https://, получено «${url}»`);
  const maxBytes = nonNegativeInt(env, 'ASR_MAX_BYTES', 24 * 1024 * 1024);
  if (maxBytes < 64 * 1024) throw new Error('ASR_MAX_BYTES должен быть не меньше 65536');
  return {
    engine,
    whisper: {
      model: env.WHISPER_MODEL?.trim() || 'small',
      dataDir: path.resolve(dataDir),
      autoDownload: flag(env, 'WHISPER_AUTO_DOWNLOAD'),
      modelBaseUrl: env.WHISPER_MODEL_BASE_URL?.trim() || DEFAULT_MODEL_BASE_URL,
      threads: nonNegativeInt(env, 'WHISPER_THREADS', 0),
      audioCtx: nonNegativeInt(env, 'WHISPER_AUDIO_CTX', 0),
    },
    openai: {
      url,
      apiKey: env.ASR_API_KEY || null,
      model: env.ASR_MODEL?.trim() || 'whisper-1',
      maxBytes,
    },
  };
}
