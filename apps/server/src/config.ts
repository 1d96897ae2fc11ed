import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { normalizeTimezone } from '@protocolist/contracts/settings';
import { loadSpeechConfig, type SpeechConfig } from './pipeline/speech/config.ts';
import { loadLlmConfig, type LlmConfig } from './pipeline/llm/config.ts';

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
  maxUploadBytes: number;
  speech: SpeechConfig;
  /** Optional OpenAI-compatible chat endpoint that refines the summary and tasks. */
  llm: LlmConfig | null;
  /** First wait before a failed video processing job runs again (doubles each time). */
  processingRetryDelaySeconds: number;
  /** How often idle job workers look for new jobs. */
  jobPollSeconds: number;
  /** First wait before a failed e-mail job is retried (doubling after that). */
  mailRetryDelaySeconds: number;
  /** Media and attachments in an S3-compatible bucket instead of DATA_DIR/files. */
  s3: { endpoint: string | null; bucket: string; accessKey: string; secretKey: string; region: string } | null;
}

export type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} должен быть целым числом, получено «${raw}»`);
  return value;
}

/** The JWT secret from the environment, else one generated on the first start and kept in DATA_DIR. */
function jwtSecret(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function trustProxy(raw: string | undefined): boolean | string {
  if (!raw || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase()) ? true : raw;
}

function organizationZone(raw: string | undefined): string {
  const zone = normalizeTimezone(raw || 'Europe/Moscow');
  if (!zone) throw new Error(`TZ_ORGANIZATION: неизвестный часовой пояс «${raw}», ожидается название вида Europe/Moscow`);
  return zone;
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  mkdirSync(dataDir, { recursive: true });
  const port = int(env, 'PORT', 3000);
  const role = (env.APP_ROLE || 'all') as Config['role'];
  if (!['api', 'worker', 'all'].includes(role)) throw new Error(`APP_ROLE: api, worker или all, получено «${role}»`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: Math.max(1, int(env, 'DATABASE_POOL_SIZE', 10)),
    databaseWaitSeconds: int(env, 'DATABASE_WAIT_SECONDS', 120),
    tmpMaxAgeHours: Math.max(1, int(env, 'TMP_MAX_AGE_HOURS', 24)),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    jwtSecret: jwtSecret(env, dataDir),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Протоколист <no-reply@protocolist.local>',
    timezone: organizationZone(env.TZ_ORGANIZATION),
    corsOrigin: env.CORS_ORIGIN || null,
    trustProxy: trustProxy(env.TRUST_PROXY),
    role,
    logLevel: env.LOG_LEVEL || 'info',
    maxUploadBytes: int(env, 'MAX_UPLOAD_BYTES', 4 * 1024 ** 3),
    speech: loadSpeechConfig(env, dataDir),
    llm: loadLlmConfig(env),
    processingRetryDelaySeconds: int(env, 'PROCESSING_RETRY_DELAY_SECONDS', 30),
    jobPollSeconds: Math.max(0.5, Number(env.JOB_POLL_SECONDS || 2)),
    mailRetryDelaySeconds: int(env, 'MAIL_RETRY_DELAY_SECONDS', 30),
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT || null,
          bucket: env.S3_BUCKET,
          accessKey: env.S3_ACCESS_KEY || '',
          secretKey: env.S3_SECRET_KEY || '',
          region: env.S3_REGION || 'us-east-1',
        }
      : null,
    webDist: env.WEB_DIST === '' ? null : path.resolve(env.WEB_DIST || path.join(import.meta.dirname, '../../web/dist')),
  };
}
