// The embedded database's own thread (see pglite-thread.ts): PGlite runs here, and this file answers the main
// thread's messages.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PreparedStatements } from './pglite-statements.ts';
import type { PgliteReply, PgliteRequest, PgliteWorkerData, QueryOptions } from './pglite-protocol.ts';

const { dataDir, startParams, startFrom } = workerData as PgliteWorkerData;
const port = parentPort!;
// pg_trgm: the trigram indexes of the register's search box (migration 0019). Only PGlite.create loads an
// extension's files before the first statement (`new PGlite` answered CREATE EXTENSION «not available»).
const client = await PGlite.create(dataDir ?? undefined, {
  startParams: [...PGlite.defaultStartParams, ...startParams],
  extensions: { pg_trgm },
  loadDataDir: startFrom ? new Blob([await readFile(startFrom)]) : undefined,
}).catch((error: unknown) => {
  port.postMessage({ ready: false, error: plainError(error) });
  process.exit(1);
});
const statements = new PreparedStatements(client);

/** Open transactions by id: each holds PGlite's transaction lock until the main thread ends it. */
interface OpenTransaction {
  tx: Transaction;
  /** Commits or rolls back; `endId` is the message to answer then. */
  end: (commit: boolean, endId: number) => void;
  endId?: number;
}
const transactions = new Map<number, OpenTransaction>();
const unsubscribers = new Map<string, () => Promise<void>>();
const ROLLBACK = Symbol('rollback');

/** drizzle's parsers only keep some types as text; a function cannot cross threads, so only their types do. */
function queryOptions(options: QueryOptions | undefined) {
  if (!options) return undefined;
  const keep = (value: string) => value;
  return { rowMode: options.rowMode, parsers: Object.fromEntries((options.textTypes ?? []).map((oid) => [oid, keep])) };
}

/**
 * A PostgreSQL error with its fields (code, constraint, …): structured cloning would keep only the message. Only
 * plain values cross: PGlite adds the query's options (parser functions, which cannot be cloned) to its errors.
 */
function plainError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const plain = Object.entries(error).filter(([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value));
  return { ...Object.fromEntries(plain), name: error.name, message: error.message };
}

/**
 * PGlite's own transaction, held open until the main thread sends commit or rollback: its lock keeps every other
 * statement waiting meanwhile, as on the main thread before. `begin` is answered once the transaction is open,
 * the ending message once PGlite has committed or rolled back (or `begin`, with the error, if it never opened).
 */
function begin(id: number, txId: number): void {
  client
    .transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          const open: OpenTransaction = {
            tx,
            end(commit, endId) {
              open.endId = endId;
              if (commit) resolve();
              else reject(ROLLBACK);
            },
          };
          transactions.set(txId, open);
          reply({ id, ok: true, result: null });
        }),
    )
    .then(
      () => null,
      (error: unknown) => (error === ROLLBACK ? null : error),
    )
    .then((error) => {
      const to = transactions.get(txId)?.endId ?? id;
      transactions.delete(txId);
      reply(error ? { id: to, ok: false, error: plainError(error) } : { id: to, ok: true, result: null });
    });
}

function reply(message: PgliteReply): void {
  port.postMessage(message);
}

async function answer(request: PgliteRequest): Promise<unknown> {
  const tx = request.tx === undefined ? undefined : transactions.get(request.tx)?.tx;
  if (request.tx !== undefined && !tx) throw new Error(`transaction ${request.tx} is not open`);
  const target = tx ?? client;
  switch (request.op) {
    case 'query':
      return statements.query(request.text, request.params, queryOptions(request.options), tx);
    case 'exec':
      return target.exec(request.text, queryOptions(request.options));
    case 'listen': {
      if (!unsubscribers.has(request.channel)) {
        const channel = request.channel;
        unsubscribers.set(channel, await client.listen(channel, (payload) => port.postMessage({ channel, payload })));
      }
      return null;
    }
    case 'unlisten': {
      await unsubscribers.get(request.channel)?.();
      unsubscribers.delete(request.channel);
      return null;
    }
    case 'dump':
      return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    case 'close':
      await client.close();
      return null;
  }
}

port.on('message', (request: PgliteRequest) => {
  if (request.op === 'begin') return begin(request.id, request.tx);
  if (request.op === 'commit' || request.op === 'rollback') {
    const open = transactions.get(request.tx);
    if (!open) return reply({ id: request.id, ok: false, error: { message: `transaction ${request.tx} is not open` } });
    return open.end(request.op === 'commit', request.id);
  }
  answer(request).then(
    (result) => reply({ id: request.id, ok: true, result }),
    (error: unknown) => reply({ id: request.id, ok: false, error: plainError(error) }),
  );
});

port.postMessage({ ready: true });
