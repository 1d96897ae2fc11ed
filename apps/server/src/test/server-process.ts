import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../main.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real server (main.ts, embedded database in `dataDir`, or DATABASE_URL in `env`) as its own process, so that
 * a test can kill it without warning and start it again on the same data. Stopped with `kill` (SIGKILL: a crash).
 * With APP_ROLE=worker in `env` it is a worker process (no HTTP), up once it says so (give it LOG_LEVEL=info).
 */
export class ServerProcess {
  readonly base: string;
  private readonly dataDir: string;
  private readonly port: number;
  private readonly env: Record<string, string>;
  private child: ChildProcess | null = null;
  /** The end of the server's stderr, for the error when it does not start. */
  private stderrTail = '';
  /** Called with every chunk of the server's stdout (its JSON log lines), e.g. for a bench reading its timings. */
  private readonly outputListeners: ((text: string) => void)[] = [];

  constructor(dataDir: string, port: number, env: Record<string, string> = {}) {
    this.dataDir = dataDir;
    this.port = port;
    this.env = env;
    this.base = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        DATA_DIR: this.dataDir,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'admin123',
        WEB_DIST: '',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    const keep = (data: Buffer) => {
      this.stderrTail = (this.stderrTail + data.toString('utf8')).slice(-4000);
    };
    this.child.stderr!.on('data', keep);
    this.child.stdout!.on('data', (data: Buffer) => {
      stdout = (stdout + data.toString('utf8')).slice(-4000);
      keep(data);
      for (const listener of this.outputListeners) listener(data.toString('utf8'));
    });
    // A worker (APP_ROLE=worker) listens on no port: it is up once it logs «worker started» (LOG_LEVEL info).
    const worker = this.env.APP_ROLE === 'worker';
    // Up to three minutes: a first start migrates the database, slow on a loaded machine.
    for (let i = 0; i < 1800; i++) {
      if (this.child.exitCode !== null) break;
      if (worker) {
        if (stdout.includes('"worker started"')) return;
      } else {
        try {
          if ((await fetch(`${this.base}/healthz`)).ok) return;
        } catch {
          /* not up yet */
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await this.kill();
    throw new Error(`server did not start: ${this.stderrTail}`);
  }

  onOutput(listener: (text: string) => void): void {
    this.outputListeners.push(listener);
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** SIGKILL, as a crash or a power cut would stop it: no shutdown hooks run. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    // Already ended (a crash it caused itself ends it by a signal: exitCode stays null, signalCode is set).
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async call(method: string, url: string, token: string | null, body?: unknown) {
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, json: await response.json() };
  }

  /** A secretary (with her manager) created by the admin of a fresh server; returns her token. */
  async secretaryToken(): Promise<string> {
    const admin = (await this.call('POST', '/api/login', null, { email: 'admin@example.com', password: 'admin123' })).json.data.token;
    const manager = await this.call('POST', '/api/users', admin, {
      full_name: 'Руководитель',
      email: 'boss@example.com',
      role: 'manager',
      password: 'secret123',
    });
    await this.call('POST', '/api/users', admin, {
      full_name: 'Секретарь',
      email: 'sec@example.com',
      role: 'secretary',
      password: 'secret123',
      manager_id: manager.json.data.id,
    });
    return (await this.call('POST', '/api/login', null, { email: 'sec@example.com', password: 'secret123' })).json.data.token;
  }

  sendChunk(token: string, protocolId: number, index: number, total: number, data: Buffer) {
    const form = new FormData();
    form.set('total_chunks', String(total));
    form.set('chunk_index', String(index));
    form.set('video', new Blob([new Uint8Array(data)], { type: 'video/mp4' }), 'meeting.mp4');
    return this.call('POST', `/api/protocols/${protocolId}/upload-chunks`, token, form);
  }
}
