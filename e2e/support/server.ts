import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export const ADMIN = { email: 'admin@e2e.test', password: 'admin-secret-1' } as const;

/** The real server (`node apps/server/src/main.ts`) in a child process with its own data directory. */
export interface RunningServer {
  url: string;
  dataDir: string;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /** Stops the process and removes its data directory. */
  stop(): Promise<void>;
  /** Stops the process and keeps its data directory. */
  halt(): Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash would, and keeps its data directory. */
  kill(): Promise<void>;
  /** Starts it again (after `halt`) on the same address and data: the server came back after a crash. */
  restart(): Promise<RunningServer>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Сервер завершился с кодом ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`Сервер не ответил на /healthz за 90 с:\n${output()}`);
}

function webDistDir(): string {
  // E2E_WEB_DIST points at another build of the web app (e.g. a copy that a concurrent rebuild cannot empty).
  const webDist = path.resolve(process.env.E2E_WEB_DIST || path.join(repoRoot, 'apps/web/dist'));
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`Нет ${webDist}/index.html: запустите \`npm run build\` (npm run test:e2e делает это сам)`);
  }
  return webDist;
}

export interface ServerOptions {
  /** A data directory to copy (see prepareDataTemplate); without it the server starts on an empty one. */
  template?: string;
  /** Start on this data directory and port as they are (a restart). */
  reuse?: { dataDir: string; port: number };
  smtpUrl?: string;
  env?: Record<string, string>;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const webDist = webDistDir();
  const dataDir = options.reuse?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'protocolist-e2e-'));
  if (options.template && !options.reuse) cpSync(options.template, dataDir, { recursive: true });
  const port = options.reuse?.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['DATABASE_URL', 'JWT_SECRET', 'WEB_DIST', 'APP_ROLE', 'SMTP_URL'].includes(name),
    ),
  );
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const output = () => printed;

  const halt = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited(child);
      clearTimeout(killer);
    }
  };
  const stop = async () => {
    await halt();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
  };
  const restart = async () => {
    await halt();
    return startServer({ ...options, reuse: { dataDir, port } });
  };
  return { url, dataDir, output, stop, halt, kill, restart };
}

/**
 * A data directory after one start and a clean stop: database created and migrated, job queue schema and
 * administrator in place. Each test file's server starts on a copy, which saves seconds per file.
 */
export async function prepareDataTemplate(): Promise<string> {
  const server = await startServer();
  await server.halt();
  return server.dataDir;
}
