import { Worker } from 'node:worker_threads';
import type { PgliteNotice, PgliteReply, PgliteRequest, PgliteWorkerData, PlainError, QueryOptions } from './pglite-protocol.ts';

type Results = { rows: never[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type DrizzleQueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
/** A request before it gets its id (Omit on each member of the union). */
type Unsent = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, 'id'> : never) : never;
type Statement = { op: 'query'; text: string; params?: unknown[]; options?: QueryOptions } | { op: 'exec'; text: string; options?: QueryOptions };

/** What drizzle's PGlite driver and the app call on a client or on a transaction of it. */
export interface PgliteQueries {
  query(text: string, params?: unknown[], options?: DrizzleQueryOptions): Promise<Results>;
  exec(text: string, options?: DrizzleQueryOptions): Promise<Results[]>;
}

/** drizzle passes parsers that keep dates, times and intervals as text: only their types cross to the worker. */
const options = (given: DrizzleQueryOptions | undefined): QueryOptions | undefined =>
  given && { rowMode: given.rowMode, textTypes: Object.keys(given.parsers ?? {}).map(Number) };

const toError = (plain: PlainError) => Object.assign(new Error(plain.message), plain);

/**
 * The embedded database (PGlite) on a thread of its own, with the part of PGlite's interface that drizzle and the
 * app use. PGlite runs PostgreSQL synchronously in WebAssembly: on the main thread every statement stopped the
 * event loop, and a queue of them drained without a break (each next one starts in a microtask), so under 100
 * concurrent users no request was read or answered for a second or more at a time (bench/concurrency.mjs). Here
 * the statements queue in the worker, in the order sent, and a transaction holds PGlite's lock as before.
 */
export class PgliteThread implements PgliteQueries {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #failed: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  static async start(data: PgliteWorkerData): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: data });
    const thread = new PgliteThread(worker);
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (message: PgliteReply | PgliteNotice) => {
        if ('id' in message) thread.#settle(message);
        else if ('channel' in message) for (const listener of thread.#listeners.get(message.channel) ?? []) listener(message.payload);
        else if (message.ready) resolve();
        else reject(toError(message.error));
      });
      worker.on('error', (error) => {
        thread.#fail(error);
        reject(error);
      });
      worker.on('exit', (code) => {
        const error = new Error(`the embedded database's thread exited (${code})`);
        thread.#fail(error);
        reject(error);
      });
    });
    return thread;
  }

  #settle(message: PgliteReply): void {
    const pending = this.#pending.get(message.id);
    this.#pending.delete(message.id);
    if (message.ok) pending?.resolve(message.result);
    else pending?.reject(toError(message.error));
  }

  #fail(error: Error): void {
    this.#failed ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #send<T>(request: Unsent): Promise<T> {
    if (this.#failed) return Promise.reject(this.#failed);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id } as PgliteRequest);
    });
  }

  #statements(tx?: number): PgliteQueries {
    return {
      query: (text, params, given) => this.#send({ op: 'query', tx, text, params, options: options(given) } as Statement),
      exec: (text, given) => this.#send({ op: 'exec', tx, text, options: options(given) } as Statement),
    };
  }

  query(text: string, params?: unknown[], given?: DrizzleQueryOptions): Promise<Results> {
    return this.#statements().query(text, params, given);
  }

  exec(text: string, given?: DrizzleQueryOptions): Promise<Results[]> {
    return this.#statements().exec(text, given);
  }

  /** Commits what `run` did, or rolls it back when it throws (as PGlite's own `transaction`). */
  async transaction<T>(run: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const tx = this.#nextId++;
    await this.#send({ op: 'begin', tx });
    let result: T;
    try {
      result = await run(this.#statements(tx));
    } catch (error) {
      await this.#send({ op: 'rollback', tx });
      throw error;
    }
    await this.#send({ op: 'commit', tx });
    return result;
  }

  /** LISTEN on `channel`; returns the unsubscribe function. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      this.#listeners.set(channel, (listeners = new Set()));
      await this.#send({ op: 'listen', channel });
    }
    listeners.add(onPayload);
    return async () => {
      listeners.delete(onPayload);
      if (listeners.size === 0 && this.#listeners.get(channel) === listeners) {
        this.#listeners.delete(channel);
        await this.#send({ op: 'unlisten', channel });
      }
    };
  }

  /** The whole database as a file that `startFrom` reads (a tar archive of its data directory). */
  dump(): Promise<Uint8Array> {
    return this.#send({ op: 'dump' });
  }

  async close(): Promise<void> {
    if (!this.#failed) await this.#send({ op: 'close' });
    await this.#worker.terminate();
  }
}
