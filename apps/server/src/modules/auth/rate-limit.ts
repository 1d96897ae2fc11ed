import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';

/** A limited key: at most `max` hits per fixed window of `windowMs` that starts at the key's first hit. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

export interface LimitVerdict {
  /** 0 when every key is within its limit; otherwise the longest wait until the exceeded keys reset. */
  waitMs: number;
  /** How many more hits the tightest key takes in its window (0 when this hit was its last or it is exceeded). */
  left: number;
  /** When that key's window ends, in ms from now. */
  leftResetMs: number;
}

/**
 * Counters in the database (table `rate_limits`), so that every API process and every parallel request sees one
 * count. A hit is taken by one atomic statement for all keys at once:
 *
 *   INSERT … VALUES (key, 1, now() + window), … ON CONFLICT (key) DO UPDATE SET hits = hits + 1 (or 1 in a new
 *   window) … RETURNING hits, reset_at
 *
 * PostgreSQL (and PGlite) locks the row for the update, so 200 parallel hits get 200 distinct counts and only the
 * first `max` pass: no read-then-write gap. The hit is taken *before* the work it guards (checking a password,
 * sending a mail); a caller may give it back (`refund`) when the attempt turned out fine.
 */
export class RateLimiter {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async hit(limits: readonly Limit[]): Promise<LimitVerdict> {
    if (limits.length === 0) return { waitMs: 0, left: Infinity, leftResetMs: 0 };
    const rows = await this.#db
      .insert(rateLimits)
      .values(
        limits.map((limit) => ({
          key: limit.key,
          hits: 1,
          reset_at: sql`now() + ${Math.ceil(limit.windowMs)} * interval '1 millisecond'`,
        })),
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${rateLimits.reset_at} <= now() THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          reset_at: sql`CASE WHEN ${rateLimits.reset_at} <= now() THEN excluded.reset_at ELSE ${rateLimits.reset_at} END`,
        },
      })
      .returning({
        key: rateLimits.key,
        hits: rateLimits.hits,
        waitMs: sql<string>`ceil(extract(epoch from (${rateLimits.reset_at} - now())) * 1000)`,
      });
    let waitMs = 0;
    let left = Infinity;
    let leftResetMs = 0;
    for (const row of rows) {
      const limit = limits.find((l) => l.key === row.key)!;
      if (row.hits > limit.max) waitMs = Math.max(waitMs, Math.max(1, Number(row.waitMs)));
      const rowLeft = Math.max(0, limit.max - row.hits);
      if (rowLeft < left) [left, leftResetMs] = [rowLeft, Math.max(1, Number(row.waitMs))];
    }
    return { waitMs, left, leftResetMs };
  }

  /** Gives one hit back on each key (an attempt that succeeded does not count against the limit). */
  async refund(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.#db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(inArray(rateLimits.key, [...keys]));
  }

  /** Forgets the keys (a successful sign-in clears the failures from its account and address). */
  async clear(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.#db.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
  }

  /** Forgets every key that starts with one of `prefixes` (a new password lifts the sign-in lock from every address). */
  async clearPrefixed(prefixes: readonly string[]): Promise<void> {
    for (const prefix of prefixes) {
      await this.#db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
    }
  }

  /** Drops the counters whose window is over (the hourly auth cleanup). */
  async purgeExpired(): Promise<void> {
    await this.#db.delete(rateLimits).where(lt(rateLimits.reset_at, sql`now()`));
  }
}
