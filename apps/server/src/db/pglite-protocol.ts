/** The messages between the main thread (pglite-thread.ts) and the embedded database's thread (pglite-worker.ts). */

export interface PgliteWorkerData {
  /** null: in memory. */
  dataDir: string | null;
  /** Added to PGlite's default start parameters. */
  startParams: string[];
  /** A file holding a dump of a database (`dump`) that an in-memory one starts from instead of an empty one. */
  startFrom?: string;
}

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Types whose values stay text (drizzle's parsers for dates, times and intervals). */
  textTypes?: number[];
}

type Statement = { id: number; tx?: number };
export type PgliteRequest =
  | (Statement & { op: 'query'; text: string; params?: unknown[]; options?: QueryOptions })
  | (Statement & { op: 'exec'; text: string; options?: QueryOptions })
  | { id: number; op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { id: number; tx?: undefined; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; tx?: undefined; op: 'dump' | 'close' };

export type PlainError = { message: string } & Record<string, unknown>;
export type PgliteReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: PlainError };
export type PgliteNotice = { channel: string; payload: string } | { ready: true } | { ready: false; error: PlainError };
