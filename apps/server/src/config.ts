import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { normalizeTimezone } from '@protocolist/contracts/settings';
import { DEFAULT_GIGAAM_MODEL, SPEECH_ENGINES, type SpeechConfig } from './pipeline/speech/config.ts';
import { DEFAULT_MODEL_BASE_URL } from './pipeline/speech/models.ts';
import type { LlmConfig } from './pipeline/llm/config.ts';
import type { MediaToolPaths } from './pipeline/media/binaries.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** How long a start waits for an unreachable PostgreSQL (DATABASE_WAIT_SECONDS). */
  databaseWaitSeconds: number;
  /** Files in DATA_DIR/tmp unchanged this long are a dead request's or job's and are removed (TMP_MAX_AGE_HOURS). */
  tmpMaxAgeHours: number;
  /** Connections per process in the PostgreSQL pool. */
  databasePoolSize: number;
  publicUrl: string;
  adminEmail: string | null;
  adminPassword: string | null;
  jwtSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  timezone: string;
  corsOrigin: string | null;
  /** Behind a reverse proxy: trust its X-Forwarded-For (true, or the proxies' addresses/CIDRs). */
  trustProxy: boolean | string;
  role: 'api' | 'worker' | 'all';
  logLevel: string;
  webDist: string | null;
  /** Tests only: the command step at which the process kills itself (`crashPoint`), e.g. `final:after-stage`. */
  testCrashAt: string | null;
  maxUploadBytes: number;
  speech: SpeechConfig;
  /** Optional OpenAI-compatible chat endpoint that refines the summary and tasks. */
  llm: LlmConfig | null;
  /** FFMPEG_PATH / FFPROBE_PATH; null: found on PATH (or in @ffmpeg-installer). */
  media: MediaToolPaths;
  /** First wait before a failed video processing job runs again (doubles each time). */
  processingRetryDelaySeconds: number;
  /** How long after an upload completes the server starts its processing when the page has not asked (a closed tab). */
  processingAutostartSeconds: number;
  /** How often idle job workers look for new jobs. */
  jobPollSeconds: number;
  /**
   * LIVE_DECODERS: takes decoded and recognised live at once in this process (one ffmpeg and one recogniser each);
   * a take past the limit waits for a free one (its pieces are stored meanwhile, its text comes late).
   */
  liveDecoders: number;
  /** First wait before a failed e-mail job is retried (doubling after that). */
  mailRetryDelaySeconds: number;
  /** Media and attachments in an S3-compatible bucket instead of DATA_DIR/files. */
  s3: { endpoint: string | null; bucket: string; accessKey: string; secretKey: string; region: string } | null;
}

export type Env = Record<string, string | undefined>;

// The variables, each with what it accepts. A blank value counts as unset (compose writes `NAME=` for an unset
// `${NAME}`), except WEB_DIST, where an empty value means «no web app».

const blank = (value: unknown) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value);

const text = () => z.preprocess(blank, z.string().optional());

const FLAGS: Record<string, boolean> = { '1': true, true: true, yes: true, on: true, '0': false, false: false, no: false, off: false };
const FLAG_EXPECTED = 'ожидается 1/0, true/false, yes/no или on/off';
const flag = () =>
  z.preprocess(
    blank,
    z
      .string()
      .transform((value) => value.toLowerCase())
      .refine((value) => value in FLAGS, { error: FLAG_EXPECTED })
      .transform((value) => FLAGS[value]!)
      .optional(),
  );

const whole = (min = 0) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: `ожидается целое число не меньше ${min}` })
      .int({ error: `ожидается целое число не меньше ${min}` })
      .min(min, { error: `ожидается целое число не меньше ${min}` })
      .optional(),
  );

const positive = () => z.preprocess(blank, z.coerce.number({ error: 'ожидается число больше 0' }).positive({ error: 'ожидается число больше 0' }).optional());

const httpUrl = () =>
  z.preprocess(blank, z.string().regex(/^https?:\/\/[^\s/]/, { error: 'ожидается адрес, начинающийся с http:// или https://' }).optional());

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blank, z.enum(values, { error: `ожидается одно из: ${values.join(', ')}` }).optional());

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const envSchema = z
  .object({
    PORT: whole(),
    HOST: text(),
    DATA_DIR: text(),
    DATABASE_URL: z.preprocess(blank, z.string().regex(/^postgres(ql)?:\/\//, { error: 'ожидается строка вида postgres://user:pass@host:5432/db' }).optional()),
    DATABASE_POOL_SIZE: whole(1),
    DATABASE_WAIT_SECONDS: whole(),
    TMP_MAX_AGE_HOURS: whole(1),
    PUBLIC_URL: httpUrl(),
    ADMIN_EMAIL: text(),
    ADMIN_PASSWORD: z.string().optional(),
    JWT_SECRET: z.string().optional(),
    SMTP_URL: z.preprocess(blank, z.string().regex(/^smtps?:\/\//, { error: 'ожидается адрес вида smtp://… или smtps://…' }).optional()),
    MAIL_FROM: text(),
    TZ_ORGANIZATION: z.preprocess(
      blank,
      z
        .string()
        .refine((zone) => normalizeTimezone(zone) !== null, { error: 'неизвестный часовой пояс, ожидается название вида Europe/Moscow' })
        .transform((zone) => normalizeTimezone(zone)!)
        .optional(),
    ),
    CORS_ORIGIN: text(),
    TRUST_PROXY: text(),
    APP_ROLE: oneOf(['api', 'worker', 'all']),
    LOG_LEVEL: oneOf(LOG_LEVELS),
    MAX_UPLOAD_BYTES: whole(1),
    WEB_DIST: z.string().optional(),
    FFMPEG_PATH: text(),
    FFPROBE_PATH: text(),
    PROCESSING_RETRY_DELAY_SECONDS: whole(),
    PROCESSING_AUTOSTART_SECONDS: whole(),
    JOB_POLL_SECONDS: positive(),
    LIVE_DECODERS: whole(),
    MAIL_RETRY_DELAY_SECONDS: whole(),
    S3_BUCKET: text(),
    S3_ENDPOINT: httpUrl(),
    S3_ACCESS_KEY: z.string().optional(),
    S3_SECRET_KEY: z.string().optional(),
    S3_REGION: text(),
    TEST_CRASH_AT: text(),

    ASR_ENGINE: oneOf(SPEECH_ENGINES),
    GIGAAM_MODEL_DIR: text(),
    GIGAAM_MODEL: text(),
    GIGAAM_THREADS: whole(),
    ASR_AUTO_DOWNLOAD: flag(),
    ASR_MODELS_URL: httpUrl(),
    ASR_MODELS_CATALOG: text(),
    DIARIZATION: flag(),
    DIARIZATION_SEGMENTATION_MODEL: text(),
    DIARIZATION_EMBEDDING_MODEL: text(),
    WHISPER_MODEL: text(),
    WHISPER_AUTO_DOWNLOAD: flag(),
    WHISPER_MODEL_BASE_URL: httpUrl(),
    WHISPER_THREADS: whole(),
    WHISPER_AUDIO_CTX: whole(),
    ASR_URL: httpUrl(),
    ASR_API_KEY: z.string().optional(),
    ASR_MODEL: text(),
    ASR_MAX_BYTES: whole(64 * 1024),

    LLM_URL: httpUrl(),
    LLM_MODEL: text(),
    LLM_API_KEY: z.string().optional(),
    LLM_TIMEOUT_MS: whole(1),
  })
  .superRefine((env, context) => {
    if (env.ASR_ENGINE === 'openai' && !env.ASR_URL) context.addIssue({ code: 'custom', path: ['ASR_URL'], message: 'обязателен при ASR_ENGINE=openai' });
    if (env.LLM_URL && !env.LLM_MODEL) context.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'обязателен при LLM_URL' });
  });

export type ParsedEnv = z.output<typeof envSchema>;

/** The environment checked against the schema; every wrong variable is named, with its value and what it takes. */
export function parseEnv(env: Env): ParsedEnv {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? `  ${name}: ${issue.message}` : `  ${name}=«${raw}»: ${issue.message}`;
  });
  throw new Error(`Неверные переменные окружения:\n${lines.join('\n')}`);
}

/** The JWT secret from the environment, else one generated on the first start and kept in DATA_DIR. */
function jwtSecret(secret: string | undefined, dataDir: string): string {
  if (secret) return secret;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

function trustProxy(raw: string | undefined): boolean | string {
  if (!raw) return false;
  const known = FLAGS[raw.toLowerCase()];
  return known ?? raw;
}

function speechConfig(env: ParsedEnv, dataDir: string): SpeechConfig {
  return {
    engine: env.ASR_ENGINE ?? 'gigaam',
    gigaam: {
      modelDir: env.GIGAAM_MODEL_DIR ? path.resolve(env.GIGAAM_MODEL_DIR) : null,
      model: env.GIGAAM_MODEL ?? DEFAULT_GIGAAM_MODEL,
      threads: env.GIGAAM_THREADS ?? 0,
    },
    models: {
      dir: path.join(dataDir, 'models'),
      autoDownload: env.ASR_AUTO_DOWNLOAD ?? true,
      mirrorUrl: env.ASR_MODELS_URL ?? null,
      catalogFile: env.ASR_MODELS_CATALOG ? path.resolve(env.ASR_MODELS_CATALOG) : null,
    },
    diarization: {
      enabled: env.DIARIZATION ?? false,
      segmentationModel: env.DIARIZATION_SEGMENTATION_MODEL ?? 'pyannote-segmentation-3.0',
      embeddingModel: env.DIARIZATION_EMBEDDING_MODEL ?? '3dspeaker-campplus-zh-en',
    },
    whisper: {
      model: env.WHISPER_MODEL ?? 'small',
      dataDir,
      autoDownload: env.WHISPER_AUTO_DOWNLOAD ?? false,
      modelBaseUrl: env.WHISPER_MODEL_BASE_URL ?? DEFAULT_MODEL_BASE_URL,
      threads: env.WHISPER_THREADS ?? 0,
      audioCtx: env.WHISPER_AUDIO_CTX ?? 0,
    },
    openai: {
      url: env.ASR_URL ?? null,
      apiKey: env.ASR_API_KEY || null,
      model: env.ASR_MODEL ?? 'whisper-1',
      maxBytes: env.ASR_MAX_BYTES ?? 24 * 1024 * 1024,
    },
  };
}

function llmConfig(env: ParsedEnv): LlmConfig | null {
  if (!env.LLM_URL) return null;
  return { url: env.LLM_URL, model: env.LLM_MODEL!, apiKey: env.LLM_API_KEY || null, timeoutMs: env.LLM_TIMEOUT_MS ?? 120_000 };
}

/** Speech settings alone (the model download command and the speech benches), checked by the same schema. */
export function loadSpeechConfig(env: Env = process.env): SpeechConfig {
  const parsed = parseEnv(env);
  return speechConfig(parsed, path.resolve(parsed.DATA_DIR ?? './data'));
}

/** Every setting of the server, read once at start; a wrong value stops the start with the variable's name. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = parseEnv(env);
  const dataDir = path.resolve(parsed.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const port = parsed.PORT ?? 3000;
  return {
    port,
    host: parsed.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: parsed.DATABASE_URL ?? null,
    databasePoolSize: parsed.DATABASE_POOL_SIZE ?? 10,
    databaseWaitSeconds: parsed.DATABASE_WAIT_SECONDS ?? 120,
    tmpMaxAgeHours: parsed.TMP_MAX_AGE_HOURS ?? 24,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    adminEmail: parsed.ADMIN_EMAIL ?? null,
    adminPassword: parsed.ADMIN_PASSWORD || null,
    jwtSecret: jwtSecret(parsed.JWT_SECRET, dataDir),
    smtpUrl: parsed.SMTP_URL ?? null,
    mailFrom: parsed.MAIL_FROM ?? 'Протоколист <no-reply@protocolist.local>',
    timezone: parsed.TZ_ORGANIZATION ?? 'Europe/Moscow',
    corsOrigin: parsed.CORS_ORIGIN ?? null,
    trustProxy: trustProxy(parsed.TRUST_PROXY),
    role: parsed.APP_ROLE ?? 'all',
    logLevel: parsed.LOG_LEVEL ?? 'info',
    maxUploadBytes: parsed.MAX_UPLOAD_BYTES ?? 4 * 1024 ** 3,
    speech: speechConfig(parsed, dataDir),
    llm: llmConfig(parsed),
    media: { ffmpeg: parsed.FFMPEG_PATH ?? null, ffprobe: parsed.FFPROBE_PATH ?? null },
    processingRetryDelaySeconds: parsed.PROCESSING_RETRY_DELAY_SECONDS ?? 30,
    processingAutostartSeconds: parsed.PROCESSING_AUTOSTART_SECONDS ?? 60,
    jobPollSeconds: Math.max(0.5, parsed.JOB_POLL_SECONDS ?? 2),
    liveDecoders: parsed.LIVE_DECODERS || 2 * os.availableParallelism(),
    mailRetryDelaySeconds: parsed.MAIL_RETRY_DELAY_SECONDS ?? 30,
    s3: parsed.S3_BUCKET
      ? {
          endpoint: parsed.S3_ENDPOINT ?? null,
          bucket: parsed.S3_BUCKET,
          accessKey: parsed.S3_ACCESS_KEY ?? '',
          secretKey: parsed.S3_SECRET_KEY ?? '',
          region: parsed.S3_REGION ?? 'us-east-1',
        }
      : null,
    webDist: parsed.WEB_DIST === '' ? null : path.resolve(parsed.WEB_DIST || path.join(import.meta.dirname, '../../web/dist')),
    testCrashAt: parsed.TEST_CRASH_AT ?? null,
  };
}
