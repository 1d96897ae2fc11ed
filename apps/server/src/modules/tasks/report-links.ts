import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taskReportLinks } from '../../db/schema.ts';
import { linkTokenHash, linkTokenId, linkTokenMatches, signLinkToken } from '../../lib/signed-links/index.ts';

const PURPOSE = 'task-report';

export type ReportLinkRow = typeof taskReportLinks.$inferSelect;

const sign = (secret: string, linkId: number, nonce: string) => signLinkToken(secret, PURPOSE, linkId, nonce);

/** The public page of a report link (the web app's /report/:token). */
export function reportLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/report/${token}`;
}

/**
 * The token of the task's open link for this person, made when there is none (the first letter) and signed again
 * for every later letter, so the assignment and its reminders carry one link. An open link of someone else (a
 * reassignment that raced this letter, or one signed with a secret since changed) is revoked first: one person,
 * one task.
 */
export async function openReportLink(db: Db, secret: string, taskId: number, responsibleId: number): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [open] = await db
      .select()
      .from(taskReportLinks)
      .where(and(eq(taskReportLinks.task_id, taskId), isNull(taskReportLinks.revoked_at), isNull(taskReportLinks.closed_at)));
    if (open && open.responsible_id === responsibleId) {
      const token = sign(secret, open.id, open.nonce);
      // Signed with another secret (JWT_SECRET changed since): that link no longer opens, so a new one is made.
      if (linkTokenHash(token) === open.token_hash) return token;
    }
    if (open) await db.update(taskReportLinks).set({ revoked_at: new Date() }).where(eq(taskReportLinks.id, open.id));
    // The id is signed into the token, so it is taken before the row is written.
    const result = await db.execute(sql`SELECT nextval(pg_get_serial_sequence('task_report_links', 'id')) AS id`);
    const { rows } = result as unknown as { rows: { id: string | number }[] };
    const id = Number(rows[0]!.id);
    const nonce = randomBytes(24).toString('base64url');
    const token = sign(secret, id, nonce);
    // A parallel letter of the same task may have opened one first (the unique index on open links): use that one.
    const inserted = await db
      .insert(taskReportLinks)
      .values({ id, task_id: taskId, responsible_id: responsibleId, nonce, token_hash: linkTokenHash(token) })
      .onConflictDoNothing()
      .returning({ id: taskReportLinks.id });
    if (inserted.length > 0) return token;
  }
  throw new Error(`no report link could be opened for task ${taskId}`);
}

/** The link row of a well-formed token whose hash matches (compared in constant time); null for anything else. */
export async function findReportLink(db: Db, token: string): Promise<ReportLinkRow | null> {
  const id = linkTokenId(token);
  if (id === null) return null;
  const [row] = await db.select().from(taskReportLinks).where(eq(taskReportLinks.id, id));
  return row && linkTokenMatches(row.token_hash, token) ? row : null;
}

/** Revokes the task's open link (the secretary's «Отозвать ссылку», a new person responsible). */
export async function revokeReportLinks(db: Db, taskId: number): Promise<number> {
  const revoked = await db
    .update(taskReportLinks)
    .set({ revoked_at: new Date() })
    .where(and(eq(taskReportLinks.task_id, taskId), isNull(taskReportLinks.revoked_at), isNull(taskReportLinks.closed_at)))
    .returning({ id: taskReportLinks.id });
  return revoked.length;
}

/** Closes the link whose report the secretary decided on: it shows the decision and changes nothing any more. */
export async function closeReportLink(db: Db, linkId: number): Promise<void> {
  await db
    .update(taskReportLinks)
    .set({ closed_at: new Date() })
    .where(and(eq(taskReportLinks.id, linkId), isNull(taskReportLinks.closed_at)));
}
