import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { meetingMembers, meetings } from '../../db/schema.ts';
import { mailbox } from '../../mail/mailer.ts';
import { defineMailQueue } from '../../mail/queue.ts';
import { invitationIcs, type MeetingEvent, type Person, type PreviousEntry } from './ical.ts';
import { mailMethod, meetingMail, type MeetingMailKind } from './mail-content.ts';

export const MEETING_MAIL_QUEUE = 'meetings.mail';

/** One e-mail to one person. It carries the whole event, so a cancellation still goes out after the meeting is deleted. */
export interface MeetingMailJob {
  kind: MeetingMailKind;
  event: MeetingEvent;
  /** An update: the entry before it, for the «было → стало» lines. */
  previous?: PreviousEntry;
  recipient: Person;
  /** The membership row whose email_sent turns true once an invitation or update is delivered. */
  member_row_id: number | null;
  /** The recipient can sign in: the letter links to the meeting's day in the app (absent in older jobs). */
  signs_in?: boolean;
}

/** Calendar letters of meetings: invitations, updates, withdrawals and cancellations. */
export const meetingMailQueue = defineMailQueue<MeetingMailJob>(MEETING_MAIL_QUEUE, { deliver });

/**
 * Letters of an update queued while earlier letters of the same meeting still wait (two quick edits, a mail server
 * down): each earlier one is dropped as outdated when its turn comes (`invitationStillCurrent`), so the new letter
 * says everything its recipient has not been told — an update's «было» is the entry before the first untold change,
 * and someone whose invitation has not gone yet gets the invitation instead of an update. A letter being sent right
 * now counts as untold too: at worst a change is told twice, never not at all.
 */
export async function withUntoldChanges(app: FastifyInstance, meetingId: number, jobs: MeetingMailJob[]): Promise<MeetingMailJob[]> {
  if (!jobs.some((job) => job.kind === 'update')) return jobs;
  const { rows } = await app.database.executeSql(
    `SELECT data FROM pgboss.job
      WHERE name = $1 AND state IN ('created', 'retry', 'active')
        AND (data->'event'->>'meeting_id')::int = $2 AND data->>'kind' IN ('invitation', 'update')
      ORDER BY created_on, id`,
    [MEETING_MAIL_QUEUE, meetingId],
  );
  const firstUntold = new Map<string, MeetingMailJob>();
  for (const { data } of rows as { data: MeetingMailJob }[]) {
    const address = data.recipient.email.toLowerCase();
    if (!firstUntold.has(address)) firstUntold.set(address, data);
  }
  return jobs.map((job) => {
    const untold = job.kind === 'update' ? firstUntold.get(job.recipient.email.toLowerCase()) : undefined;
    if (!untold) return job;
    if (untold.kind === 'invitation') {
      const { previous: _told, ...invitation } = job;
      return { ...invitation, kind: 'invitation' };
    }
    return { ...job, previous: untold.previous ?? job.previous };
  });
}

async function deliver(app: FastifyInstance, job: MeetingMailJob): Promise<void> {
  const method = mailMethod(job.kind);
  if (method === 'REQUEST' && !(await invitationStillCurrent(app, job))) return;
  const ics = invitationIcs(job.event, method, app.publicUrl);
  const appUrl = job.signs_in ? `${app.publicUrl}/main/meetings?date=${job.event.event_date}` : null;
  const mail = meetingMail(job.kind, job.event, job.recipient.name, job.previous, appUrl);
  // One calendar part only: nodemailer's icalEvent is the text/calendar alternative calendar clients act on, and
  // mail clients list it as the one invite.ics (a second attachment of the same file showed up twice).
  await app.mailer.send({
    to: mailbox(job.recipient.name, job.recipient.email),
    ...mail,
    icalEvent: { method, content: ics, filename: 'invite.ics' },
  });
  if (method === 'REQUEST' && job.member_row_id !== null) await markSent(app, job);
}

/**
 * An invitation waiting for a retry may be outdated: the member was removed or muted, or the meeting changed
 * and a newer update was queued for everyone. Those are dropped rather than sent out of order.
 */
async function invitationStillCurrent(app: FastifyInstance, job: MeetingMailJob): Promise<boolean> {
  if (job.member_row_id === null) return true;
  const [row] = await app.db
    .select({ sequence: meetings.ical_sequence })
    .from(meetingMembers)
    .innerJoin(meetings, eq(meetings.id, meetingMembers.meeting_id))
    .where(and(eq(meetingMembers.id, job.member_row_id), eq(meetingMembers.should_notify, true)));
  return row?.sequence === job.event.sequence;
}

async function markSent(app: FastifyInstance, job: MeetingMailJob): Promise<void> {
  const current = app.db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.id, job.event.meeting_id), eq(meetings.ical_sequence, job.event.sequence)));
  await app.db
    .update(meetingMembers)
    .set({ email_sent: true })
    .where(and(eq(meetingMembers.id, job.member_row_id!), inArray(meetingMembers.meeting_id, current)));
}
