import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { isDatabaseUnavailable } from './errors.ts';
import { PgliteThread } from './pglite-thread.ts';
import { DATA_CHANGED_CHANNEL, DataChanges } from './data-changes.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

/** One database, embedded (PGlite) or a PostgreSQL server, with what the rest of the app needs of it. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Raw SQL for pg-boss and aggregate queries; without values it may hold several statements. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** LISTEN on a channel; returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Changes to the app's data this process has heard of (answers kept in memory until then). */
  changes: DataChanges;
  /** The embedded database only: all of it as a file that `openDatabase`'s `startFrom` reads. */
  dump?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

/** Applies the migrations of `folder` not applied yet. */
export async function migrateDatabase(database: Pick<Database, 'kind' | 'db'>, folder = MIGRATIONS_FOLDER): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
  else await migratePg(database.db as never, { migrationsFolder: folder });
}

/** `dataDir` null keeps an embedded database in memory (tests); `migrationsFolder` is for migration tests. */
export async function openDatabase(options: {
  url: string | null;
  dataDir: string | null;
  migrationsFolder?: string;
  /** Connections of the PostgreSQL pool (DATABASE_POOL_SIZE); 10 when not given. */
  poolSize?: number;
  /** Where a lost PostgreSQL connection is reported (the app's logger). */
  log?: ConnectionLog;
  /** How long a start waits for an unreachable PostgreSQL server (DATABASE_WAIT_SECONDS); 0: not at all. */
  waitSeconds?: number;
  /** An embedded database in memory starts as the one `dump` wrote to this file (tests: migrated once, not each time). */
  startFrom?: string;
}): Promise<Database> {
  const database = options.url
    ? await openPostgres(options.url, options.poolSize ?? 10, options.log ?? CONSOLE_LOG, options.waitSeconds ?? 0)
    : await openPglite(options.dataDir, options.startFrom);
  await migrateDatabase(database, options.migrationsFolder);
  return database;
}

export interface ConnectionLog {
  warn(details: { err: unknown }, message: string): void;
  info?(message: string): void;
}

const CONSOLE_LOG: ConnectionLog = { warn: (details, message) => console.warn(message, details.err), info: (message) => console.info(message) };
const LISTENER_RETRY_MS = 1000;
/** How the LISTEN connection names itself in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'protocolist-listen';
const CONNECT_TIMEOUT_MS = 5000;

/**
 * PostgreSQL's shared buffers live in PGlite's WebAssembly memory, all of it resident: the default 128 MB was half
 * of an idle server's memory (bench/memory.mjs). The embedded database serves one small installation, and the
 * operating system's file cache still holds its files.
 */
const PGLITE_START_PARAMS = ['-c', 'shared_buffers=16MB'];

async function openPglite(dataDir: string | null, startFrom: string | undefined): Promise<Database> {
  const client = await PgliteThread.start({ dataDir, startParams: PGLITE_START_PARAMS, startFrom: dataDir === null ? startFrom : undefined });
  // drizzle's PGlite driver calls only query and transaction (PgliteThread's), not the rest of a PGlite.
  const db = drizzlePglite(client as never, { schema }) as unknown as Db;
  // One session, so its own notifications: the thread posts them before the answer of the statement that sent them.
  const changes = new DataChanges();
  await client.listen(DATA_CHANGED_CHANNEL, () => changes.changed());
  changes.setHearing(true);
  return {
    kind: 'pglite',
    db,
    changes,
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return (results.at(-1) as SqlResult | undefined) ?? { rows: [] };
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    dump: () => client.dump(),
    close: () => client.close(),
  };
}

/** Thrown when PostgreSQL stayed out of reach for the whole wait at start: main.ts prints its message alone. */
export class DatabaseUnreachableError extends Error {}

/**
 * A server started before its database (a host booting, compose without health checks) waits for it, saying so
 * once a few seconds, instead of dying with a stack trace.
 */
async function waitForPostgres(pool: pg.Pool, url: string, log: ConnectionLog, waitSeconds: number): Promise<void> {
  const { hostname, port, pathname } = new URL(url);
  const where = `${hostname}:${port || 5432}${pathname}`;
  const deadline = Date.now() + waitSeconds * 1000;
  for (let attempt = 1, pause = 500; ; attempt++, pause = Math.min(pause * 2, 5000)) {
    try {
      await pool.query('SELECT 1');
      if (attempt > 1) log.info?.(`PostgreSQL at ${where} is reachable; starting`);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const reason = (error as { code?: string }).code ?? (error as Error).message;
      if (Date.now() + pause > deadline) {
        throw new DatabaseUnreachableError(`PostgreSQL at ${where} is unreachable (${reason}); gave up after ${waitSeconds} s (DATABASE_WAIT_SECONDS)`);
      }
      if (attempt === 1 || attempt % 5 === 0) {
        log.warn({ err: { message: reason } }, `PostgreSQL at ${where} is unreachable (${reason}); waiting for it up to ${waitSeconds} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

async function openPostgres(url: string, poolSize: number, log: ConnectionLog, waitSeconds: number): Promise<Database> {
  const changes = new DataChanges();
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A server that does not answer (a dropped network) fails a query after this long instead of holding it forever.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Each of the pool's connections LISTENs too, before it is first used: PostgreSQL tells a session of its own
    // commit's notification before the statement's end, so this process counts its own writes before the code that
    // made them goes on. A connection that cannot LISTEN is not used (pg-pool ends it and the query fails).
    onConnect: async (client) => {
      client.on('notification', (message) => {
        if (message.channel === DATA_CHANGED_CHANNEL) changes.changed();
      });
      await client.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
    },
  });
  // A restart of PostgreSQL or a terminated backend cuts idle connections: the pool drops them and opens new ones
  // on the next query. Unheard, the 'error' event would end the process.
  pool.on('error', (error) => log.warn({ err: error }, 'PostgreSQL: an idle connection was lost; the pool opens a new one'));
  try {
    await waitForPostgres(pool, url, log, waitSeconds);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const handlers = new Map<string, Set<(payload: string) => void>>([[DATA_CHANGED_CHANNEL, new Set([() => changes.changed()])]]);
  let listener: pg.Client | null = null;
  let listenerReady: Promise<pg.Client> | null = null;
  let closed = false;

  /** One connection LISTENs on every channel asked for; when it is lost, a new one takes them all over. */
  function connectListener(): Promise<pg.Client> {
    listenerReady ??= (async () => {
      const client = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
      client.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      client.on('error', (error) => lost(client, error));
      client.on('end', () => lost(client, new Error('connection ended')));
      try {
        await client.connect();
        for (const channel of handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      if (closed) await client.end().catch(() => {});
      else {
        listener = client;
        // From here on every other process's change is heard (one that came before is not: setHearing forgets).
        changes.setHearing(true);
      }
      return client;
    })().catch((error: unknown) => {
      listenerReady = null;
      throw error;
    });
    return listenerReady;
  }

  function lost(client: pg.Client, error: unknown) {
    if (closed || listener !== client) return;
    log.warn({ err: error }, 'PostgreSQL: the LISTEN connection was lost; reconnecting');
    changes.setHearing(false);
    listener = null;
    listenerReady = null;
    setTimeout(retryListener, 100).unref();
  }

  function retryListener() {
    if (!closed && !listenerReady) connectListener().catch(() => setTimeout(retryListener, LISTENER_RETRY_MS).unref());
  }

  // Listening from the start: until it holds, nothing is answered from memory.
  retryListener();
  return {
    kind: 'postgres',
    db,
    changes,
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    async listen(channel, onPayload) {
      const isNew = !handlers.has(channel);
      if (isNew) handlers.set(channel, new Set());
      handlers.get(channel)!.add(onPayload);
      const client = await connectListener();
      if (isNew && listener === client) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        handlers.get(channel)?.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      if (listener) await listener.end().catch(() => {});
      await pool.end();
    },
  };
}
