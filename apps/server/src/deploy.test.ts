import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, type Config } from './config.ts';

/**
 * No container runtime runs in CI, so the deployment files are checked here: compose.yaml's services and the
 * variables it gives the application against README.md's tables and what loadConfig makes of them.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  volumes?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const { services } = compose;

/** `${NAME:-default}` → default, `${NAME:?message}` → a placeholder, `$$` → `$` (what compose does without .env). */
function interpolate(value: string | number): string {
  return String(value)
    .replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1')
    .replace(/\$\{([A-Z0-9_]+):\?[^}]*\}/g, 'set-$1')
    .replace(/\$\$/g, '$');
}
const envOf = (service: Service) =>
  Object.fromEntries(Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(value)]));

/** Every variable of README's configuration tables (`| \`NAME\` | …`, some rows name two). */
const documented = new Set(
  read('README.md')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!)),
);

/** Where loadConfig puts each variable compose sets, and the value it must hold there. */
const MEANING: Record<string, (config: Config, value: string) => unknown> = {
  APP_ROLE: (c) => c.role,
  PORT: (c, v) => c.port === Number(v),
  DATABASE_URL: (c, v) => c.databaseUrl === v,
  DATABASE_POOL_SIZE: (c, v) => c.databasePoolSize === Number(v),
  JWT_SECRET: (c, v) => c.jwtSecret === v,
  PUBLIC_URL: (c, v) => c.publicUrl === v,
  S3_ENDPOINT: (c, v) => c.s3?.endpoint === v,
  S3_BUCKET: (c, v) => c.s3?.bucket === v,
  S3_ACCESS_KEY: (c, v) => c.s3?.accessKey === v,
  S3_SECRET_KEY: (c, v) => c.s3?.secretKey === v,
  S3_REGION: (c, v) => c.s3?.region === v,
  SMTP_URL: (c, v) => c.smtpUrl === v,
  MAIL_FROM: (c, v) => c.mailFrom === v,
  TZ_ORGANIZATION: (c, v) => c.timezone === v,
  ADMIN_EMAIL: (c, v) => c.adminEmail === v,
  ADMIN_PASSWORD: (c, v) => c.adminPassword === v,
  LOG_LEVEL: (c, v) => c.logLevel === v,
  // (moved to a temporary folder here; its value is checked against the Dockerfile below) holds the models volume
  DATA_DIR: (c) => c.speech.models.dir === path.join(c.dataDir, 'models'),
  TRUST_PROXY: (c) => c.trustProxy === true,
  ASR_ENGINE: (c, v) => c.speech.engine === v,
  ASR_AUTO_DOWNLOAD: (c) => c.speech.models.autoDownload === true,
};

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** loadConfig on a service's environment, DATA_DIR moved to a temporary folder (it is created on load). */
function configOf(env: Record<string, string>): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-compose-'));
  dataDirs.push(dataDir);
  return loadConfig({ ...env, DATA_DIR: dataDir });
}

describe('compose.yaml', () => {
  it('runs two API processes, a worker, PostgreSQL, an S3 store and a mail catcher, each with a health check', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['api', 'worker', 'postgres', 'minio', 'mailpit']));
    expect(services.api!.deploy?.replicas).toBe(2);
    expect(services.api!.build).toBe('.');
    expect(services.worker!.build).toBe('.');
    for (const name of ['api', 'worker', 'postgres', 'minio', 'mailpit', 'proxy']) {
      expect(services[name]!.healthcheck?.test.length, name).toBeGreaterThan(0);
    }
    for (const name of ['api', 'worker']) {
      expect(services[name]!.depends_on?.postgres?.condition).toBe('service_healthy');
      expect(services[name]!.depends_on?.bucket?.condition).toBe('service_completed_successfully');
      expect(services[name]!.volumes).toContain('models:/var/lib/protocolist/models');
    }
  });

  it('names only variables that README documents, the same values for every process but APP_ROLE and the API port', () => {
    const api = envOf(services.api!);
    const worker = envOf(services.worker!);
    for (const name of [...Object.keys(api), ...Object.keys(worker)]) expect(documented, name).toContain(name);
    expect(api.APP_ROLE).toBe('api');
    expect(worker.APP_ROLE).toBe('worker');
    const shared = (env: Record<string, string>) =>
      Object.fromEntries(Object.entries(env).filter(([name]) => !['APP_ROLE', 'PORT', 'TRUST_PROXY'].includes(name)));
    expect(shared(worker)).toEqual(shared(api));
    for (const name of ['DATABASE_URL', 'JWT_SECRET', 'PUBLIC_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'SMTP_URL']) {
      expect(api[name], name).toBeTruthy();
    }
  });

  it('gives the application what its config reads, with the meaning compose intends', () => {
    for (const name of ['api', 'worker']) {
      const env = envOf(services[name]!);
      const config = configOf(env);
      for (const [variable, value] of Object.entries(env)) {
        const meaning = MEANING[variable];
        expect(meaning, `${variable}: add what loadConfig makes of it to MEANING`).toBeDefined();
        const held = meaning!(config, value);
        expect(held === true || held === value, `${name}: ${variable}=${value}`).toBe(true);
      }
    }
  });

  it('points the application at the services of the same file', () => {
    const config = configOf(envOf(services.api!));
    const postgres = services.postgres!.environment!;
    const database = new URL(config.databaseUrl!);
    expect(database.hostname).toBe('postgres');
    expect(database.username).toBe(postgres.POSTGRES_USER);
    expect(database.pathname).toBe(`/${postgres.POSTGRES_DB}`);
    expect(decodeURIComponent(database.password)).toBe(interpolate(postgres.POSTGRES_PASSWORD!));
    expect(new URL(config.s3!.endpoint!).hostname).toBe('minio');
    const minio = envOf(services.minio!);
    expect([minio.MINIO_ROOT_USER, minio.MINIO_ROOT_PASSWORD]).toEqual([config.s3!.accessKey, config.s3!.secretKey]);
    expect(envOf(services.bucket!).S3_BUCKET).toBe(config.s3!.bucket);
    expect(new URL(config.smtpUrl!).hostname).toBe('mailpit');
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  it('builds on Node 24 slim with ffmpeg, the web app built, models on a volume, and starts the server', () => {
    expect(dockerfile).toMatch(/^FROM node:24[\w.-]*-slim AS build$/m);
    expect(dockerfile).toMatch(/^FROM node:24[\w.-]*-slim$/m);
    expect(dockerfile).toMatch(/apt-get install[^\n]*ffmpeg/);
    expect(dockerfile).toContain('npm run build -w apps/web');
    expect(dockerfile).toContain('VOLUME ["/var/lib/protocolist/models"]');
    expect(dockerfile).toContain('CMD ["node", "--max-semi-space-size=1", "--wasm-lazy-compilation", "apps/server/src/main.ts"]');
    // malloc settings: an idle server's memory (bench/memory.mjs).
    expect(dockerfile).toMatch(/^\s+MALLOC_ARENA_MAX=2 \\$/m);
    expect(dockerfile).toMatch(/^\s+MALLOC_TRIM_THRESHOLD_=131072 \\$/m);
    // The image's DATA_DIR holds the models volume compose mounts.
    expect(dockerfile).toContain('DATA_DIR=/var/lib/protocolist');
    expect(envOf(services.api!).DATA_DIR).toBe('/var/lib/protocolist');
  });
});
