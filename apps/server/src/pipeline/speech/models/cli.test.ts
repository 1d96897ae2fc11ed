import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-http-server.ts';
import { TINY_ARCHIVE, writeTinyCatalog } from '../../../test/speech.ts';
import { progressBar } from '../download-model-cli.ts';

describe('npm run models:download', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'models-cli-'));
  const cli = path.join(import.meta.dirname, '../download-model-cli.ts');
  let server: TestServer;
  let catalog: string;

  beforeAll(async () => {
    const archive = readFileSync(TINY_ARCHIVE);
    server = await startTestServer((_request, response) => {
      response.setHeader('content-length', archive.length);
      response.end(archive);
    });
    catalog = writeTinyCatalog(dir, server.url);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, [cli, ...args], {
      env: { ...process.env, DATA_DIR: dir, ASR_MODELS_CATALOG: catalog, GIGAAM_MODEL: 'tiny-gigaam' },
    })
      .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }))
      .catch((error: { code: number; stdout: string; stderr: string }) => error);

  it('installs the default model with the same checks, and fails clearly for an unknown one', async () => {
    const ok = await run([]);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('Готово:');
    expect(existsSync(path.join(dir, 'models/tiny-gigaam/model.onnx'))).toBe(true);
    const again = await run(['tiny-gigaam', 'nonexistent']);
    expect(again.code).toBe(1);
    expect(again.stdout).toContain('Модель tiny-gigaam уже установлена');
    expect(again.stderr).toContain('Модели «nonexistent» нет в каталоге');
    const help = await run(['--help']);
    expect(help.stdout).toContain('gigaam-v3-e2e-rnnt');
  });

  it('draws a progress bar', () => {
    expect(progressBar({ received: 74 * 1024 * 1024, total: 148 * 1024 * 1024 }, 10)).toBe('  [█████░░░░░]  50%  74.0 МБ из 148.0 МБ');
    expect(progressBar({ received: 1024 * 1024, total: null })).toBe('  1.0 МБ');
  });
});
