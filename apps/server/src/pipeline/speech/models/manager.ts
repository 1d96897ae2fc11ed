import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { totalBytes, type CatalogEntry } from './catalog.ts';
import { fetchResumable, sha256Of } from './download.ts';
import { ModelError } from './errors.ts';
import { folderWith, unpackTarBz2 } from './unpack.ts';
import { hasValidMarker, verifyFiles, writeMarker } from './verify.ts';

export type ModelState = 'absent' | 'downloading' | 'verifying' | 'ready' | 'error';

export interface ModelStatus {
  id: string;
  state: ModelState;
  /** Bytes fetched so far (downloading). */
  received: number | null;
  total: number | null;
  /** Why the model is in state error (Russian). */
  error: string | null;
}

export interface ModelManagerOptions {
  /** DATA_DIR/models: <id>/ per model, .state/ and .downloads/ beside them. */
  dir: string;
  catalog: CatalogEntry[];
  /** ASR_MODELS_URL: fetch `${mirror}/${id}/${file}` (or `${mirror}/${archive name}`) instead of the source. */
  mirrorUrl?: string | null;
  /** Loads the verified files once (in a child process) before they count as ready. */
  probe?: (entry: CatalogEntry, dir: string) => Promise<void>;
  /** Seconds after which another process's download that stopped reporting counts as abandoned. */
  staleLockSeconds?: number;
  retryDelayMs?: number;
}

interface LockState {
  pid: number;
  state: 'downloading' | 'verifying';
  received: number | null;
  total: number | null;
  updatedAt: number;
}

const PROGRESS_EVERY_MS = 500;

/**
 * Fetches, checks and keeps the speech models of the catalogue in DATA_DIR/models. A model folder appears
 * only after every file passed its size and SHA-256 check and loaded once: it is assembled in a staging folder
 * and renamed into place. Requests for a model already on its way share that one download (in this process;
 * other processes wait on its lock file).
 */
export class ModelManager extends EventEmitter<{ change: [ModelStatus] }> {
  readonly dir: string;
  readonly catalog: CatalogEntry[];
  readonly #options: ModelManagerOptions;
  readonly #running = new Map<string, { status: ModelStatus; promise: Promise<string> }>();

  constructor(options: ModelManagerOptions) {
    super();
    this.dir = options.dir;
    this.catalog = options.catalog;
    this.#options = options;
  }

  entry(id: string): CatalogEntry {
    const entry = this.catalog.find((candidate) => candidate.id === id);
    if (!entry) throw new ModelError('unknown_model', `Модели «${id}» нет в каталоге`);
    return entry;
  }

  folder(id: string): string {
    return path.join(this.dir, this.entry(id).id);
  }

  #stateFile(id: string, kind: 'lock' | 'error'): string {
    return path.join(this.dir, '.state', `${id}.${kind}.json`);
  }

  async status(id: string): Promise<ModelStatus> {
    const entry = this.entry(id);
    const running = this.#running.get(id);
    if (running) return { ...running.status };
    const lock = await this.#readLock(id);
    if (lock) return { id, state: lock.state, received: lock.received, total: lock.total, error: null };
    if (await hasValidMarker(entry, this.folder(id))) return { id, state: 'ready', received: null, total: null, error: null };
    const error = await readFile(this.#stateFile(id, 'error'), 'utf8').then((text) => (JSON.parse(text) as { error: string }).error, () => null);
    if (error) return { id, state: 'error', received: null, total: null, error };
    const dropped = await stat(this.folder(id)).then((s) => s.isDirectory(), () => false);
    // A folder put in place by hand: checked the first time the model is asked for.
    return { id, state: dropped ? 'verifying' : 'absent', received: null, total: totalBytes(entry), error: null };
  }

  async statuses(): Promise<ModelStatus[]> {
    return Promise.all(this.catalog.map((entry) => this.status(entry.id)));
  }

  /** The ready model's folder; a folder dropped in by hand is verified first. Null when there is none. */
  async readyFolder(id: string): Promise<string | null> {
    const entry = this.entry(id);
    const folder = this.folder(id);
    if (await hasValidMarker(entry, folder)) return folder;
    const dropped = await stat(folder).then((s) => s.isDirectory(), () => false);
    if (!dropped || (await this.#readLock(id))) return null;
    try {
      return await this.#single(id, (status) => this.#adoptFolder(entry, folder, status));
    } catch {
      return null;
    }
  }

  /** Fetches the model (from the catalogue's source or ASR_MODELS_URL); concurrent calls share one download. */
  download(id: string, signal?: AbortSignal): Promise<string> {
    const entry = this.entry(id);
    return this.#single(id, (status) => this.#download(entry, status, signal));
  }

  /** Installs an archive the administrator uploaded: the same checks as a download. */
  installArchive(id: string, archive: string): Promise<string> {
    const entry = this.entry(id);
    if (this.#running.has(id)) throw new ModelError('busy', 'Эта модель сейчас загружается: дождитесь окончания');
    return this.#single(id, (status) => this.#fromArchive(entry, archive, status));
  }

  async remove(id: string): Promise<void> {
    this.entry(id);
    if (this.#running.has(id) || (await this.#readLock(id))) throw new ModelError('busy', 'Эта модель сейчас загружается: дождитесь окончания');
    await rm(this.folder(id), { recursive: true, force: true });
    await rm(this.#stateFile(id, 'error'), { force: true });
    await rm(path.join(this.dir, '.downloads', id), { recursive: true, force: true });
    this.emit('change', await this.status(id));
  }

  /** Waits while another process holds the model's lock (its download or check). */
  async waitForOtherProcess(id: string, signal?: AbortSignal): Promise<void> {
    while (await this.#readLock(id)) await sleep(1000, undefined, { signal });
  }

  #single(id: string, work: (status: ModelStatus) => Promise<string>): Promise<string> {
    const running = this.#running.get(id);
    if (running) return running.promise;
    const status: ModelStatus = { id, state: 'downloading', received: 0, total: null, error: null };
    const promise = (async () => {
      const locked = await this.#lock(id);
      if (!locked) throw new ModelError('busy', 'Эту модель сейчас загружает другой процесс сервера');
      const heartbeat = setInterval(() => void this.#writeLock(id, status), 1000);
      try {
        const folder = await work(status);
      status.state = 'ready';
        await rm(this.#stateFile(id, 'error'), { force: true });
        return folder;
      } catch (error) {
        const reason = error instanceof ModelError ? error.message : 'неизвестная ошибка';
        await mkdir(path.dirname(this.#stateFile(id, 'error')), { recursive: true });
        await writeFile(this.#stateFile(id, 'error'), JSON.stringify({ error: reason, details: String((error as ModelError).details ?? error) }));
        throw error;
      } finally {
        clearInterval(heartbeat);
        await unlink(this.#stateFile(id, 'lock')).catch(() => {});
      }
    })().finally(async () => {
      this.#running.delete(id);
      this.emit('change', await this.status(id));
    });
    this.#running.set(id, { status, promise });
    promise.catch(() => {}); // callers get the error; the shared promise must not be an unhandled rejection
    this.emit('change', { ...status });
    return promise;
  }

  #report(status: ModelStatus, patch: Partial<ModelStatus>): void {
    Object.assign(status, patch);
    this.emit('change', { ...status });
  }

  async #download(entry: CatalogEntry, status: ModelStatus, signal?: AbortSignal): Promise<string> {
    const downloads = path.join(this.dir, '.downloads', entry.id);
    await mkdir(downloads, { recursive: true });
    const mirror = this.#options.mirrorUrl?.replace(/\/+$/, '') ?? null;
    let lastEmit = 0;
    const progress = (received: number, total: number | null) => {
      status.received = received;
      status.total = total;
      const now = Date.now();
      if (now - lastEmit >= PROGRESS_EVERY_MS || received === total) {
        lastEmit = now;
        this.emit('change', { ...status });
      }
    };
    const fetchOptions = { signal, retryDelayMs: this.#options.retryDelayMs };
    if (entry.source.kind === 'archive') {
      const name = path.basename(new URL(entry.source.url).pathname);
      const part = path.join(downloads, `${name}.part`);
      const total = entry.source.bytes;
      let received = await stat(part).then((s) => s.size, () => 0);
      progress(received, total);
      await fetchResumable(mirror ? `${mirror}/${name}` : entry.source.url, part, {
        ...fetchOptions,
        bytes: total,
        onBytes: (count) => progress((received += count), total),
      });
      this.#report(status, { state: 'verifying' });
      if (entry.source.sha256 && (await sha256Of(part, signal)) !== entry.source.sha256) {
        await rm(part, { force: true });
        throw new ModelError('checksum', 'архив повреждён: контрольная сумма SHA-256 не совпадает');
      }
      try {
        return await this.#fromArchive(entry, part, status);
      } finally {
        await rm(part, { force: true });
      }
    }
    const total = totalBytes(entry);
    let received = (await Promise.all(entry.files.map((f) => stat(path.join(downloads, `${f.name}.part`)).then((st) => st.size, () => 0)))).reduce((a, b) => a + b, 0);
    progress(received, total);
    for (const file of entry.files) {
      const url = mirror ? `${mirror}/${entry.id}/${file.name}` : `${entry.source.baseUrl}/${file.name}`;
      const part = path.join(downloads, `${file.name}.part`);
      await fetchResumable(url, part, {
        ...fetchOptions,
        bytes: file.bytes,
        onBytes: (count) => {
          if (count === 0) return;
          progress((received += count), total);
        },
      });
      // Recounted from the disk: a server that ignored the range sent a file again from its start.
      received = (await Promise.all(entry.files.map((f) => stat(path.join(downloads, `${f.name}.part`)).then((st) => st.size, () => 0)))).reduce((a, b) => a + b, 0);
      progress(received, total);
    }
    this.#report(status, { state: 'verifying', received: total, total });
    const staging = await this.#staging(entry.id);
    for (const file of entry.files) await rename(path.join(downloads, `${file.name}.part`), path.join(staging, file.name));
    await rm(downloads, { recursive: true, force: true });
    return this.#install(entry, staging, staging);
  }

  async #fromArchive(entry: CatalogEntry, archive: string, status: ModelStatus): Promise<string> {
    this.#report(status, { state: 'verifying' });
    const staging = path.join(this.dir, `.staging-${entry.id}-${randomUUID()}`);
    try {
      await unpackTarBz2(archive, staging);
      return await this.#install(entry, await folderWith(staging, entry.files.map((file) => file.name)), staging);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
  }

  async #adoptFolder(entry: CatalogEntry, folder: string, status: ModelStatus): Promise<string> {
    this.#report(status, { state: 'verifying' });
    const marker = await verifyFiles(entry, folder);
    await this.#options.probe?.(entry, folder).catch((error: unknown) => {
      throw error instanceof ModelError ? error : new ModelError('invalid', 'файлы не загружаются движком распознавания', String(error));
    });
    await writeMarker(folder, marker);
    return folder;
  }

  async #staging(id: string): Promise<string> {
    const staging = path.join(this.dir, `.staging-${id}-${randomUUID()}`);
    await mkdir(staging, { recursive: true });
    return staging;
  }

  /** Checks the files in `files` (inside `staging`), then renames them into place as the model's folder. */
  async #install(entry: CatalogEntry, files: string, staging: string): Promise<string> {
    try {
      const marker = await verifyFiles(entry, files);
      try {
        await this.#options.probe?.(entry, files);
      } catch (error) {
        throw new ModelError('invalid', 'файлы не загружаются движком распознавания', String(error));
      }
      await writeMarker(files, marker);
      const target = this.folder(entry.id);
      const old = path.join(this.dir, `.old-${entry.id}-${randomUUID()}`);
      await rename(target, old).catch(() => {});
      await rename(files, target);
      await rm(old, { recursive: true, force: true });
      return target;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  async #lock(id: string): Promise<boolean> {
    const file = this.#stateFile(id, 'lock');
    await mkdir(path.dirname(file), { recursive: true });
    const content = JSON.stringify({ pid: process.pid, state: 'downloading', received: 0, total: null, updatedAt: Date.now() } satisfies LockState);
    try {
      await writeFile(file, content, { flag: 'wx' });
      return true;
    } catch {
      if (await this.#readLock(id)) return false;
      await unlink(file).catch(() => {}); // abandoned by a process that died
      return writeFile(file, content, { flag: 'wx' }).then(() => true, () => false);
    }
  }

  async #writeLock(id: string, status: ModelStatus): Promise<void> {
    const state = status.state === 'verifying' ? 'verifying' : 'downloading';
    const lock: LockState = { pid: process.pid, state, received: status.received, total: status.total, updatedAt: Date.now() };
    await writeFile(this.#stateFile(id, 'lock'), JSON.stringify(lock)).catch(() => {});
  }

  /** Another process's (or this one's) lock, unless it stopped being refreshed. */
  async #readLock(id: string): Promise<LockState | null> {
    try {
      const lock = JSON.parse(await readFile(this.#stateFile(id, 'lock'), 'utf8')) as LockState;
      const staleMs = (this.#options.staleLockSeconds ?? 30) * 1000;
      if (lock.pid === process.pid && !this.#running.has(id)) return null;
      return Date.now() - lock.updatedAt < staleMs ? lock : null;
    } catch {
      return null;
    }
  }
}
