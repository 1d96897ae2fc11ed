import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DeadlineFeed } from '@protocolist/contracts/assignments';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, users } from '../../db/schema.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { linkTokenHash, linkTokenId, linkTokenMatches, signLinkToken } from '../../lib/signed-links/index.ts';

const PURPOSE = 'calendar-feed';

type FeedRow = typeof calendarFeeds.$inferSelect;

/** The feed's public address: served by GET /api/calendar-feeds/:token/deadlines.ics without signing in. */
export function calendarFeedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/calendar-feeds/${token}/deadlines.ics`;
}

function present(row: FeedRow, secret: string, publicUrl: string): DeadlineFeed {
  const url = calendarFeedUrl(publicUrl, signLinkToken(secret, PURPOSE, row.id, row.nonce));
  return {
    responsible_id: row.responsible_id,
    url,
    webcal_url: url.replace(/^https?:/, 'webcal:'),
    created_at: row.created_at.toISOString(),
    last_fetched_at: row.last_fetched_at?.toISOString() ?? null,
  };
}

const live = (ownerId: number, responsibleId: number) =>
  and(eq(calendarFeeds.owner_id, ownerId), eq(calendarFeeds.responsible_id, responsibleId), isNull(calendarFeeds.revoked_at));

/**
 * The user's live feed of the person, or null. One made under another server secret no longer opens: it is
 * shown as none, so the user makes a new one.
 */
export async function liveCalendarFeed(db: Db, secret: string, publicUrl: string, owner: CurrentUser, responsibleId: number): Promise<DeadlineFeed | null> {
  const [row] = await db.select().from(calendarFeeds).where(live(owner.id, responsibleId));
  if (!row || linkTokenHash(signLinkToken(secret, PURPOSE, row.id, row.nonce)) !== row.token_hash) return null;
  return present(row, secret, publicUrl);
}

/** Revokes the user's live feed of the person; returns whether there was one. */
export async function revokeCalendarFeed(db: Db, owner: CurrentUser, responsibleId: number): Promise<boolean> {
  const revoked = await db.update(calendarFeeds).set({ revoked_at: new Date() }).where(live(owner.id, responsibleId)).returning({ id: calendarFeeds.id });
  return revoked.length > 0;
}

/**
 * A new feed of the person for the user, revoking the live one in the same transaction (the old address stops
 * working at once). Parallel renewals queue on the unique index of live feeds: the later one waits, then fails
 * its insert and retries, revoking the earlier.
 */
export async function renewCalendarFeed(db: Db, secret: string, publicUrl: string, owner: CurrentUser, responsibleId: number): Promise<DeadlineFeed> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = await db.transaction(async (tx) => {
      await tx.update(calendarFeeds).set({ revoked_at: new Date() }).where(live(owner.id, responsibleId));
      // The id is signed into the token, so it is taken before the row is written.
      const result = await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('calendar_feeds', 'id')) AS id`);
      const id = Number((result as unknown as { rows: { id: string | number }[] }).rows[0]!.id);
      const nonce = randomBytes(24).toString('base64url');
      const [inserted] = await tx
        .insert(calendarFeeds)
        .values({ id, owner_id: owner.id, responsible_id: responsibleId, nonce, token_hash: linkTokenHash(signLinkToken(secret, PURPOSE, id, nonce)) })
        .onConflictDoNothing()
        .returning();
      return inserted;
    });
    if (row) return present(row, secret, publicUrl);
  }
  throw new Error(`no calendar feed could be made for person ${responsibleId}`);
}

/**
 * The live feed of a well-formed token whose hash matches (constant time) with its owner, who must still be an
 * active user of the register; null for anything else (forged, revoked, renewed, owner blocked or deleted).
 */
export async function openCalendarFeed(db: Db, token: string): Promise<{ feed: FeedRow; owner: CurrentUser } | null> {
  const id = linkTokenId(token);
  if (id === null) return null;
  const [row] = await db.select({ feed: calendarFeeds, owner: users }).from(calendarFeeds).innerJoin(users, eq(users.id, calendarFeeds.owner_id)).where(eq(calendarFeeds.id, id));
  if (!linkTokenMatches(row?.feed.token_hash, token) || !row) return null;
  if (row.feed.revoked_at !== null || !row.owner.is_active || row.owner.role === 'external') return null;
  return row;
}

export async function markCalendarFeedFetched(db: Db, feedId: number): Promise<void> {
  await db.update(calendarFeeds).set({ last_fetched_at: new Date() }).where(eq(calendarFeeds.id, feedId));
}
