import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MEETING_MESSAGES } from '@protocolist/contracts/meetings';
import { meetings } from '../../db/schema.ts';
import { accessToSecretaryData } from '../../http/access.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { MeetingRow } from './invitations.ts';

/**
 * A meeting the user may read (owner, her manager, admins) or change (owner only: the readers get 403).
 * Anyone else gets 404, as if it did not exist.
 */
export async function findMeeting(
  app: FastifyInstance,
  user: CurrentUser,
  id: number,
  intent: 'read' | 'write',
): Promise<MeetingRow> {
  const [meeting] = await app.db.select().from(meetings).where(eq(meetings.id, id));
  const access = meeting ? await accessToSecretaryData(app.db, user, meeting.secretary_id) : 'none';
  if (!meeting || access === 'none') throw notFound(MEETING_MESSAGES.notFound);
  if (intent === 'write' && access !== 'owner') throw forbidden();
  return meeting;
}
