import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The newest modification time under `entry` (a file, or a folder and what it holds). */
async function newestChange(entry: string): Promise<number> {
  const info = await stat(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const name of await readdir(entry)) newest = Math.max(newest, await newestChange(path.join(entry, name)).catch(() => 0));
  return newest;
}

/**
 * Removes what lies in `dir` (DATA_DIR/tmp: chunks being received, joined uploads, a job's extracted audio) and
 * has not changed for `olderThanMs`: left by a request or job whose process died. Returns how many it removed.
 */
export async function sweepTmp(dir: string, olderThanMs: number, now = Date.now()): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const entry = path.join(dir, name);
    const changed = await newestChange(entry).catch(() => null);
    if (changed === null || now - changed < olderThanMs) continue;
    await rm(entry, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Sweeps DATA_DIR/tmp at start and every hour. On the embedded database this process is the only one using
 * DATA_DIR, so at start everything there is a leftover; with PostgreSQL other processes may share the folder,
 * so only what has not changed for TMP_MAX_AGE_HOURS goes.
 */
export async function startTmpSweep(app: FastifyInstance): Promise<void> {
  const dir = path.join(app.config.dataDir, 'tmp');
  const maxAgeMs = app.config.tmpMaxAgeHours * 60 * 60 * 1000;
  const sweep = (olderThanMs: number) =>
    sweepTmp(dir, olderThanMs).then(
      (removed) => {
        if (removed > 0) app.log.info({ removed }, 'removed temporary files left by dead requests or jobs');
      },
      (error: unknown) => app.log.warn({ err: error }, 'sweeping temporary files failed'),
    );
  await sweep(app.database.kind === 'pglite' ? 0 : maxAgeMs);
  const timer = setInterval(() => void sweep(maxAgeMs), SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
