import path from 'node:path';
import { DEFAULT_MODEL_BASE_URL } from './models.ts';

/** The managed GigaAM model used when GIGAAM_MODEL does not name another (v3 e2e transducer, int8). */
export const DEFAULT_GIGAAM_MODEL = 'gigaam-v3-e2e-rnnt';

export type Env = Record<string, string | undefined>;

import { SPEECH_ENGINES, type SpeechEngineName } from '@protocolist/contracts/speech';

export { SPEECH_ENGINES, type SpeechEngineName };

export interface SpeechConfig {
  /**
   * ASR_ENGINE: gigaam (default: GigaAM through sherpa-onnx), whisper, openai, or subtitles (no recognition: a
   * subtitle file must come with the video).
   */
  engine: SpeechEngineName;
  gigaam: {
    /** GIGAAM_MODEL_DIR: an unpacked sherpa-onnx model folder; null = the managed model in DATA_DIR/models. */
    modelDir: string | null;
    /** GIGAAM_MODEL: catalogue id of the managed model used until the admin picks another. */
    model: string;
    /** GIGAAM_THREADS: 0 = min(4, CPUs). */
    threads: number;
  };
  models: {
    /** DATA_DIR/models: one folder per managed model. */
    dir: string;
    /** ASR_AUTO_DOWNLOAD (on unless 0): fetch the engine's model the first time it is needed. */
    autoDownload: boolean;
    /** ASR_MODELS_URL: a mirror that serves every catalogue file by its file name (air-gapped sites). */
    mirrorUrl: string | null;
    /** ASR_MODELS_CATALOG: a JSON file with more catalogue entries (a site's own models). */
    catalogFile: string | null;
  };
  diarization: {
    /** DIARIZATION=1: label speakers («Спикер 1» …) in GigaAM transcripts; off by default. */
    enabled: boolean;
    /** DIARIZATION_SEGMENTATION_MODEL: catalogue id of the segmentation model (pyannote 3.0 by default). */
    segmentationModel: string;
    /** DIARIZATION_EMBEDDING_MODEL: catalogue id of the speaker-embedding model. */
    embeddingModel: string;
  };
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

function flag(env: Env, name: string, fallback = false): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (!raw) return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw);
}

function httpUrl(env: Env, name: string): string | null {
  const url = env[name]?.trim() || null;
  if (url && !/^https?:\/\//.test(url)) throw new Error(`${name} должен начинаться с http:// или https://, получено «${url}»`);
  return url;
}

/** Speech recognition settings from the environment; dataDir is the already resolved DATA_DIR. */
export function loadSpeechConfig(env: Env, dataDir: string): SpeechConfig {
  const engine = (env.ASR_ENGINE || 'gigaam') as SpeechEngineName;
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
    gigaam: {
      modelDir: env.GIGAAM_MODEL_DIR?.trim() ? path.resolve(env.GIGAAM_MODEL_DIR.trim()) : null,
      model: env.GIGAAM_MODEL?.trim() || DEFAULT_GIGAAM_MODEL,
      threads: nonNegativeInt(env, 'GIGAAM_THREADS', 0),
    },
    models: {
      dir: path.join(path.resolve(dataDir), 'models'),
      autoDownload: flag(env, 'ASR_AUTO_DOWNLOAD', true),
      mirrorUrl: httpUrl(env, 'ASR_MODELS_URL'),
      catalogFile: env.ASR_MODELS_CATALOG?.trim() ? path.resolve(env.ASR_MODELS_CATALOG.trim()) : null,
    },
    diarization: {
      enabled: flag(env, 'DIARIZATION'),
      segmentationModel: env.DIARIZATION_SEGMENTATION_MODEL?.trim() || 'pyannote-segmentation-3.0',
      embeddingModel: env.DIARIZATION_EMBEDDING_MODEL?.trim() || '3dspeaker-campplus-zh-en',
    },
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
