import { PgBoss, type Db as IDatabase, type Queue } from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.ts';

/** pg-boss on the application's own database: PGlite through executeSql, PostgreSQL through its own pool. */
export async function startQueue(options: {
  database: Database;
  databaseUrl: string | null;
  log: FastifyBaseLogger;
}): Promise<PgBoss> {
  const boss = options.databaseUrl
    ? new PgBoss({ connectionString: options.databaseUrl, max: 4 })
    : new PgBoss({ db: { executeSql: (text: string, values?: unknown[]) => options.database.executeSql(text, values) } });
  boss.on('error', (error: Error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}

/**
 * Creates a queue or brings an existing one to `options`, and puts it in pg-boss's queue cache. A job sent inside a
 * transaction (`inTransaction`) must find its queue cached: on the embedded database, the cache lookup would wait
 * for the one connection the transaction holds.
 */
export async function ensureQueue(boss: PgBoss, name: string, options: Omit<Queue, 'name'>): Promise<void> {
  await boss.createQueue(name, options);
  // createQueue keeps an existing queue as it was: settings changed since then apply from this start on.
  const { policy: _policy, partition: _partition, ...changeable } = options;
  await boss.updateQueue(name, changeable);
  await boss.insert(name, []);
}

/**
 * The transaction's connection for pg-boss (`send(..., { db })`, `insert(..., { db })`): jobs written this way
 * commit or roll back with the change that caused them — a transactional outbox.
 */
export function inTransaction(tx: Db): IDatabase {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      for (const [index, part] of parts.entries()) {
        chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`);
      }
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}
