import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

const RETENTION_MS = 60 * 60 * 1000;

/**
 * Counted attempts under a key within a time window, kept in the database (the login_failures table) so
 * that every API process sees the same counts. Keys are namespaced: `login:<email>|<ip>`, `reset-link:<email>`.
 */
export class AttemptLog {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async record(key: string, at = new Date()): Promise<void> {
    await this.#db.insert(loginFailures).values({ key, created_at: at });
  }

  /**
   * With at least `max` attempts inside the window: the milliseconds until fewer remain; otherwise 0.
   * The `max`-th newest attempt is the one whose ageing out lifts the limit.
   */
  async blockedForMs(key: string, max: number, windowMs: number, now = new Date()): Promise<number> {
    const windowStart = new Date(now.getTime() - windowMs);
    const [limiting] = await this.#db
      .select({ created_at: loginFailures.created_at })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.created_at, windowStart)))
      .orderBy(desc(loginFailures.created_at))
      .offset(max - 1)
      .limit(1);
    if (!limiting) return 0;
    return Math.max(0, limiting.created_at.getTime() + windowMs - now.getTime());
  }

  async clear(key: string): Promise<void> {
    await this.#db.delete(loginFailures).where(eq(loginFailures.key, key));
  }

  /** Drops attempts older than any window in use (the longest is the 15-minute login window). */
  async purgeStale(): Promise<void> {
    await this.#db.delete(loginFailures).where(lt(loginFailures.created_at, new Date(Date.now() - RETENTION_MS)));
  }
}
