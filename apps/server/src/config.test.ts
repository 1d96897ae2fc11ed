import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envSchema, loadConfig } from './config.ts';

/** Every variable named in the first cell of README's tables. */
const documented = new Set(
  readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!)),
);

describe('loadConfig', () => {
  let dataDir: string;
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...env });
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'config-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reads every variable README documents, and README documents every one it reads', () => {
    const read = Object.keys(envSchema.shape);
    expect(read.filter((name) => !documented.has(name)), 'read but not in README').toEqual([]);
    expect([...documented].filter((name) => !read.includes(name)), 'in README but not read').toEqual([]);
  });

  it('stops the start on a wrong value, naming every wrong variable with its value', () => {
    expect(() => load({ ASR_AUTO_DOWNLOAD: 'onn', PORT: 'восемьдесят', APP_ROLE: 'web', LOG_LEVEL: 'loud', TZ_ORGANIZATION: 'Moscow' })).toThrow(
      [
        'Неверные переменные окружения:',
        '  PORT=«восемьдесят»: ожидается целое число не меньше 0',
        '  TZ_ORGANIZATION=«Moscow»: неизвестный часовой пояс, ожидается название вида Europe/Moscow',
        '  APP_ROLE=«web»: ожидается одно из: api, worker, all',
        '  LOG_LEVEL=«loud»: ожидается одно из: fatal, error, warn, info, debug, trace, silent',
        '  ASR_AUTO_DOWNLOAD=«onn»: ожидается 1/0, true/false, yes/no или on/off',
      ].join('\n'),
    );
    expect(() => load({ DATABASE_URL: 'mysql://db' })).toThrow('DATABASE_URL=«mysql://db»: ожидается строка вида postgres://');
    expect(() => load({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE=«0»: ожидается целое число не меньше 1');
    expect(() => load({ JOB_POLL_SECONDS: 'часто' })).toThrow('JOB_POLL_SECONDS=«часто»: ожидается число больше 0');
  });

  it('takes blank values as unset, and an empty WEB_DIST as «API only»', () => {
    const config = load({ PORT: '', ASR_AUTO_DOWNLOAD: ' ', TZ_ORGANIZATION: '', WEB_DIST: '' });
    expect(config).toMatchObject({ port: 3000, timezone: 'Europe/Moscow', webDist: null, trustProxy: false });
    expect(config.speech.models.autoDownload).toBe(true);
  });

  it('turns values into their types', () => {
    const config = load({
      PORT: '8080',
      TRUST_PROXY: 'on',
      TZ_ORGANIZATION: 'UTC+4',
      JOB_POLL_SECONDS: '0.1',
      FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg',
      DIARIZATION: 'yes',
      WHISPER_AUTO_DOWNLOAD: 'false',
    });
    expect(config).toMatchObject({ port: 8080, publicUrl: 'http://localhost:8080', trustProxy: true, timezone: 'Etc/GMT-4', jobPollSeconds: 0.5 });
    expect(config.media).toEqual({ ffmpeg: '/opt/ffmpeg/bin/ffmpeg', ffprobe: null });
    expect(config.speech.diarization.enabled).toBe(true);
    expect(config.speech.whisper.autoDownload).toBe(false);
    expect(load({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });
});
