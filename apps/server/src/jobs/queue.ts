import { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

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
