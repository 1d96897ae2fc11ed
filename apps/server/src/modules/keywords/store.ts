import { and, asc, eq, sql } from 'drizzle-orm';
import type { Keyword } from '@protocolist/contracts/keywords';
import type { Db } from '../../db/client.ts';
import { keywords, settings } from '../../db/schema.ts';

/** What a new secretary starts with (PRODUCT.md §9); the marker phrases follow the usual protocol wording. */
export const DEFAULT_KEYWORDS: readonly { title: string; phrase: string }[] = [
  { title: 'Повестка дня', phrase: 'повестка дня;повестка' },
  { title: 'Слушали', phrase: 'слушали;заслушали' },
  { title: 'Выступили', phrase: 'выступил;выступила;выступили' },
  { title: 'Решили', phrase: 'решили;постановили;решение' },
  { title: 'Поручить', phrase: 'поручить;поручено' },
];

const initialisedKey = (userId: number) => `keywords_initialised:${userId}`;

/**
 * Gives a secretary the default keywords the first time her keywords are needed. A settings row remembers
 * that it happened, so a secretary who deleted them all does not get them back, and the insert of that
 * row (ON CONFLICT DO NOTHING) lets only one of two concurrent requests create them.
 */
export async function ensureDefaultKeywords(db: Db, userId: number): Promise<void> {
  const key = initialisedKey(userId);
  const [flag] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, key));
  if (flag) return;
  await db.transaction(async (tx) => {
    const claimed = await tx.insert(settings).values({ key, value: true }).onConflictDoNothing().returning();
    if (claimed.length === 0) return;
    const [existing] = await tx.select({ id: keywords.id }).from(keywords).where(eq(keywords.user_id, userId)).limit(1);
    if (existing) return;
    await tx
      .insert(keywords)
      .values(DEFAULT_KEYWORDS.map((keyword, index) => ({ ...keyword, user_id: userId, position: index + 1 })));
  });
}

const keywordColumns = { id: keywords.id, title: keywords.title, phrase: keywords.phrase, position: keywords.position };

/** A secretary's keywords in her order. */
export async function listKeywords(db: Db, userId: number): Promise<Keyword[]> {
  return db
    .select(keywordColumns)
    .from(keywords)
    .where(eq(keywords.user_id, userId))
    .orderBy(asc(keywords.position), asc(keywords.id));
}

export async function ownKeyword(db: Db, userId: number, keywordId: number): Promise<Keyword | null> {
  const [row] = await db
    .select(keywordColumns)
    .from(keywords)
    .where(and(eq(keywords.id, keywordId), eq(keywords.user_id, userId)));
  return row ?? null;
}

/** Appends keywords after the last one, in the given order. */
export async function appendKeywords(
  db: Db,
  userId: number,
  items: readonly { title: string; phrase: string }[],
): Promise<Keyword[]> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: sql<number>`COALESCE(MAX(${keywords.position}), 0)::int` })
      .from(keywords)
      .where(eq(keywords.user_id, userId));
    const base = Number(last?.position ?? 0);
    return tx
      .insert(keywords)
      .values(items.map((item, index) => ({ ...item, user_id: userId, position: base + index + 1 })))
      .returning(keywordColumns);
  });
}

/** Writes positions 1..n in the order of `orderedIds` (all of the secretary's keyword ids). */
export async function writeOrder(db: Db, userId: number, orderedIds: readonly number[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, index) => sql`WHEN ${id} THEN ${index + 1}`),
    sql` `,
  );
  await db
    .update(keywords)
    .set({ position: sql`CASE ${keywords.id} ${cases} ELSE ${keywords.position} END`, updated_at: new Date() })
    .where(eq(keywords.user_id, userId));
}

/** Moves one keyword to a 1-based place; the others shift by one to make room. */
export async function moveKeyword(db: Db, userId: number, keywordId: number, position: number): Promise<void> {
  const ids = (await listKeywords(db, userId)).map((keyword) => keyword.id).filter((id) => id !== keywordId);
  const index = Math.min(Math.max(position - 1, 0), ids.length);
  ids.splice(index, 0, keywordId);
  await writeOrder(db, userId, ids);
}
