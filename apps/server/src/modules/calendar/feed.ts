import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte } from 'drizzle-orm';
import { meetings, users } from '../../db/schema.ts';
import { eventOf, feedIcs, loadMembersByMeeting, organizerOf } from '../meetings/index.ts';
import { shiftYears, todayIn } from '../../lib/time-zones.ts';
import { getOrganizationSettings } from '../settings/index.ts';

/** The secretary behind a feed secret, if it is current and she may still sign in. */
export async function feedOwner(app: FastifyInstance, secret: string) {
  const [owner] = await app.db
    .select({ id: users.id, name: users.full_name, role: users.role, active: users.is_active })
    .from(users)
    .where(eq(users.calendar_secret, secret));
  return owner && owner.role === 'secretary' && owner.active ? owner : null;
}

/** Her meetings from a year back onwards, as a subscription calendar with the invitations' UIDs and SEQUENCEs. */
export async function secretaryFeed(
  app: FastifyInstance,
  owner: { id: number; name: string },
): Promise<string> {
  const { timezone } = await getOrganizationSettings(app);
  const since = shiftYears(todayIn(timezone), -1);
  const rows = await app.db
    .select()
    .from(meetings)
    .where(and(eq(meetings.secretary_id, owner.id), gte(meetings.event_date, since)))
    .orderBy(asc(meetings.event_date), asc(meetings.event_start_time));
  const members = await loadMembersByMeeting(app.db, rows.map((row) => row.id));
  const organizer = await organizerOf(app, owner.id);
  return feedIcs({
    name: `Протоколист — ${owner.name}`,
    timezone,
    publicUrl: app.publicUrl,
    events: rows.map((row) => eventOf(row, organizer, timezone, members.get(row.id) ?? [])),
  });
}
