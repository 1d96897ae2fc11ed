import type { FastifyInstance } from 'fastify';

const CHECK_TIMEOUT_MS = 3000;

type Check = () => Promise<unknown>;

/** 'ok', or why not: the error's code or message, never a stack or SQL. */
async function probe(check: Check): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_ok, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return typeof code === 'string' ? code : String(message ?? 'error').slice(0, 120);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/healthz`: liveness: the process answers (a load balancer restarts it when not). `/readyz`: readiness: the
 * database, the file storage and the job queue answer now; 503 while any does not (take it out of rotation).
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const [database, storage, queue] = await Promise.all([
      probe(() => app.database.executeSql('SELECT 1')),
      probe(() => app.storage.check()),
      probe(() => app.boss.schemaVersion()),
    ]);
    const ready = database === 'ok' && storage === 'ok' && queue === 'ok';
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks: { database, storage, queue } });
  });
}
