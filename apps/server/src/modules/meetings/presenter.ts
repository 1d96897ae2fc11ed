import { asc, desc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Meeting } from '@protocolist/contracts/meetings';
import { meetingMembers, protocols } from '../../db/schema.ts';
import { loadUserRefs } from '../users/index.ts';
import { hhmm, type MeetingRow } from './invitations.ts';

export const documentUrl = (meetingId: number) => `/api/meetings/${meetingId}/document`;

/** Meeting resources with members, people and protocol links loaded in a few queries for the whole list. */
export async function presentMeetings(app: FastifyInstance, rows: MeetingRow[]): Promise<Meeting[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const members = await app.db
    .select()
    .from(meetingMembers)
    .where(inArray(meetingMembers.meeting_id, ids))
    .orderBy(asc(meetingMembers.id));
  const linked = await app.db
    .select({ id: protocols.id, meeting_id: protocols.meeting_id })
    .from(protocols)
    .where(inArray(protocols.meeting_id, ids))
    .orderBy(desc(protocols.id));
  const people = await loadUserRefs(app.db, app.publicUrl, [
    ...rows.map((row) => row.secretary_id),
    ...members.map((member) => member.member_id),
  ]);
  const protocolOf = new Map<number, number>();
  for (const protocol of linked) if (!protocolOf.has(protocol.meeting_id!)) protocolOf.set(protocol.meeting_id!, protocol.id);

  return rows.map((row) => ({
    id: row.id,
    theme: row.theme,
    description: row.description,
    link: row.link,
    event_date: row.event_date,
    event_start_time: hhmm(row.event_start_time),
    event_end_time: hhmm(row.event_end_time),
    members: members
      .filter((member) => member.meeting_id === row.id)
      .map((member) => ({
        id: member.id,
        member: people.get(member.member_id) ?? null,
        should_notify: member.should_notify,
        email_sent: member.email_sent,
      })),
    document: row.document
      ? { name: row.document.name, size: row.document.size, mime: row.document.mime, url: documentUrl(row.id) }
      : null,
    protocol_id: protocolOf.get(row.id) ?? null,
    secretary: people.get(row.secretary_id) ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

export async function presentMeeting(app: FastifyInstance, row: MeetingRow): Promise<Meeting> {
  const [meeting] = await presentMeetings(app, [row]);
  return meeting!;
}
