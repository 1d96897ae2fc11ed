import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meetings, users } from '../../db/schema.ts';
import { unprocessable } from '../../http/errors.ts';
import { PROTOCOL_MESSAGES } from '@protocolist/contracts/protocols';

/**
 * The people a secretary may pick as members, chair or task owner (PRODUCT.md §2): every active user who
 * is not an admin. Anyone else is reported as not found on `field`.
 */
export async function assertDirectoryUsers(db: Db, ids: readonly number[], field: string): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, unique), eq(users.is_active, true), ne(users.role, 'admin')));
  if (rows.length !== unique.length) throw unprocessable({ [field]: [PROTOCOL_MESSAGES.userNotFound] });
}

/** A meeting of this secretary, else 422 on `meeting_id`. */
export async function assertOwnMeeting(db: Db, secretaryId: number, meetingId: number): Promise<void> {
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.secretary_id, secretaryId)));
  if (!row) throw unprocessable({ meeting_id: [PROTOCOL_MESSAGES.meetingNotFound] });
}
