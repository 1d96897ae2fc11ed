import { and, eq } from 'drizzle-orm';
import { PROTOCOL_MESSAGES } from '@protocolist/contracts/protocols';
import type { Db } from '../../db/client.ts';
import { meetings } from '../../db/schema.ts';
import { unprocessable } from '../../http/errors.ts';

/** A meeting of this secretary, else 422 on `meeting_id`. */
export async function assertOwnMeeting(db: Db, secretaryId: number, meetingId: number): Promise<void> {
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.secretary_id, secretaryId)));
  if (!row) throw unprocessable({ meeting_id: [PROTOCOL_MESSAGES.meetingNotFound] });
}
