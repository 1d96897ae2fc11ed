// Runs in the embedded database's thread (pglite-worker.ts).
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** PGlite's locks, the ones its own `query` takes (not in its typings). */
type Locks = {
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
};

/** A prepared statement's answer as PostgreSQL wrote it (wire protocol): the main thread reads its rows. */
export interface RawAnswer {
  raw: Uint8Array;
}

/** Enough for every statement the app and pg-boss send; the rest (DDL, texts with values written in) go unnamed. */
const MAX_STATEMENTS = 500;
const CACHEABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** PostgreSQL's «cached plan must not change result type» after a table changed under a prepared statement. */
const PLAN_CHANGED = '0A000';
const ERROR_RESPONSE = 0x45; // 'E'
const NOTIFICATION_RESPONSE = 0x41; // 'A'

/**
 * Walks the answer's messages by their headers only: an error is read in full (it is thrown), a notification is
 * handed on (PGlite's listeners hear only what PGlite parses itself), rows are left to the main thread.
 */
function scan(raw: Uint8Array, onNotification: (channel: string, payload: string) => void): void {
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  const text = new TextDecoder();
  for (let at = 0; at + 5 <= raw.length; ) {
    const type = raw[at]!;
    const end = at + 1 + view.getInt32(at + 1);
    if (type === ERROR_RESPONSE) {
      let error: unknown;
      new protocol.Parser().parse(raw.subarray(at, end), (message) => (error ??= message));
      throw error;
    }
    if (type === NOTIFICATION_RESPONSE) {
      const channelEnd = raw.indexOf(0, at + 9);
      const payloadEnd = raw.indexOf(0, channelEnd + 1);
      onNotification(text.decode(raw.subarray(at + 9, channelEnd)), text.decode(raw.subarray(channelEnd + 1, payloadEnd)));
    }
    at = end;
  }
}

/**
 * PGlite's `query` with the statement prepared once, by name, instead of parsed, described and planned on every
 * call: a fifth of the time of a short query (the session check: 4.8 ms → 1.0 ms). As node-postgres does with
 * drizzle's named statements on PostgreSQL. Parameters are written as PGlite does; the answer goes to the main
 * thread as PostgreSQL's bytes, moved rather than copied, and its rows are read there (PGlite's own parser):
 * parsing the rows here and copying them across as objects took a third of this thread's time under load
 * (bench/concurrency.mjs), and this one thread is what every request waits for.
 */
export class PreparedStatements {
  readonly #client: PGlite;
  readonly #locks: Locks;
  /** Statement text → its name and its parameters' types. */
  readonly #prepared = new Map<string, { name: string; paramTypes: number[] }>();
  readonly #onNotification: (channel: string, payload: string) => void;
  #named = 0;

  constructor(client: PGlite, onNotification: (channel: string, payload: string) => void) {
    this.#client = client;
    this.#locks = client as unknown as Locks;
    this.#onNotification = onNotification;
  }

  /** `tx`: the statement runs in that open transaction (which holds the transaction lock already). */
  query(text: string, params: unknown[] = [], options?: QueryOptions, tx?: Transaction): Promise<Results | RawAnswer> {
    const target = tx ?? this.#client;
    if (!CACHEABLE.test(text) || (!this.#prepared.has(text) && this.#prepared.size >= MAX_STATEMENTS)) return target.query(text, params, options);
    const run = async () => {
      try {
        return await this.#run(text, params, options);
      } catch (error) {
        if ((error as { code?: string }).code !== PLAN_CHANGED) throw Object.assign(error as Error, { query: text, params, queryOptions: options });
        await this.#forget(text);
        return this.#run(text, params, options);
      }
    };
    if (tx) return this.#locks._runExclusiveQuery(run);
    return this.#locks._runExclusiveTransaction(() =>
      this.#locks._runExclusiveQuery(async () => {
        const result = await run();
        await this.#client.syncToFs();
        return result;
      }),
    );
  }

  async #run(text: string, params: unknown[], options: QueryOptions | undefined): Promise<RawAnswer> {
    const client = this.#client;
    let statement = this.#prepared.get(text);
    if (!statement) {
      const name = `pglite_${++this.#named}`;
      const described = await this.#exec(protocol.serialize.parse({ name, text, types: options?.paramTypes }), protocol.serialize.describe({ type: 'S', name }));
      statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
      this.#prepared.set(text, statement);
    }
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index]!;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    // The streaming call, unlike execProtocolRaw, leaves the bytes unparsed (each chunk is a view of PostgreSQL's
    // memory: copied).
    const chunks: Uint8Array[] = [];
    await client.execProtocolRawStream(
      withSync(
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
      ),
      { syncToFs: false, onRawData: (bytes) => chunks.push(bytes.slice()) },
    );
    const raw = concat(chunks);
    scan(raw, this.#onNotification);
    return { raw };
  }

  /** The messages, then Sync, in one call into PostgreSQL; throws its error. */
  async #exec(...messages: Uint8Array[]) {
    return (await this.#client.execProtocol(withSync(...messages), { syncToFs: false })).messages;
  }

  async #forget(text: string): Promise<void> {
    const statement = this.#prepared.get(text);
    this.#prepared.delete(text);
    if (statement) await this.#exec(protocol.serialize.close({ type: 'S', name: statement.name }));
  }
}

/** The messages and a Sync as one buffer (one call into PostgreSQL). */
const withSync = (...messages: Uint8Array[]) => concat([...messages, protocol.serialize.sync()]);

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const bytes = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) bytes.set(part, (at += part.length) - part.length);
  return bytes;
}
