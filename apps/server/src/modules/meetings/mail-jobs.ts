import type { FastifyInstance } from 'fastify';
import type { Job, JobInsert } from 'pg-boss';
import { and, eq, inArray } from 'drizzle-orm';
import { meetingMembers, meetings } from '../../db/schema.ts';
import { invitationIcs, type MeetingEvent, type Person } from './ical.ts';
import { mailMethod, meetingMail, type MeetingMailKind } from './mail-content.ts';

export const MEETING_MAIL_QUEUE = 'meetings.mail';

/** One e-mail to one person. It carries the whole event, so a cancellation still goes out after the meeting is deleted. */
export interface MeetingMailJob {
  kind: MeetingMailKind;
  event: MeetingEvent;
  recipient: Person;
  /** The membership row whose email_sent turns true once an invitation or update is delivered. */
  member_row_id: number | null;
}

const workerIds = new WeakMap<FastifyInstance, string>();

/**
 * Retries outlast an SMTP outage of about ten hours: 20 attempts, the wait growing from MAIL_RETRY_DELAY_SECONDS
 * by doubling up to an hour between attempts.
 */
function retryOptions(app: FastifyInstance) {
  return { retryLimit: 20, retryDelay: app.config.mailRetryDelaySeconds, retryBackoff: true, retryDelayMax: 3600 };
}

export async function startMeetingMail(app: FastifyInstance): Promise<void> {
  await app.boss.createQueue(MEETING_MAIL_QUEUE, retryOptions(app));
  if (!app.runsWorkers) return;
  // Never poll slower than the first retry delay, or retries would wait for the poll instead.
  const pollingIntervalSeconds = Math.max(0.5, Math.min(2, app.config.mailRetryDelaySeconds));
  const id = await app.boss.work<MeetingMailJob>(
    MEETING_MAIL_QUEUE,
    { batchSize: 10, pollingIntervalSeconds },
    (jobs) => deliverBatch(app, jobs),
  );
  workerIds.set(app, id);
}

export async function enqueueMeetingMails(app: FastifyInstance, jobs: MeetingMailJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const options = retryOptions(app);
  await app.boss.insert(
    MEETING_MAIL_QUEUE,
    jobs.map((data): JobInsert<MeetingMailJob> => ({ data, ...options })),
  );
  const workerId = workerIds.get(app);
  if (workerId) app.boss.notifyWorker(workerId);
}

/** Each job of a batch fails or succeeds alone: one bad address must not resend the others. */
async function deliverBatch(app: FastifyInstance, jobs: Job<MeetingMailJob>[]): Promise<void> {
  const results = await Promise.allSettled(jobs.map((job) => deliver(app, job.data)));
  for (const [index, result] of results.entries()) {
    if (result.status === 'fulfilled') continue;
    const error = result.reason as Error;
    app.log.warn({ err: error, job: jobs[index]!.id }, 'meeting e-mail not sent, will retry');
    await app.boss.fail(MEETING_MAIL_QUEUE, jobs[index]!.id, { message: error.message });
  }
}

async function deliver(app: FastifyInstance, job: MeetingMailJob): Promise<void> {
  const method = mailMethod(job.kind);
  if (method === 'REQUEST' && !(await invitationStillCurrent(app, job))) return;
  const ics = invitationIcs(job.event, method, app.publicUrl);
  const mail = meetingMail(job.kind, job.event, job.recipient.name);
  await app.mailer.send({
    to: mailbox(job.recipient),
    ...mail,
    icalEvent: { method, content: ics, filename: 'invite.ics' },
    attachments: [{ filename: 'invite.ics', content: ics, contentType: `application/ics; method=${method}` }],
  });
  if (method === 'REQUEST' && job.member_row_id !== null) await markSent(app, job);
}

function mailbox(person: Person): string {
  const name = person.name.replace(/["\\\r\n]/g, '').trim();
  return name ? `"${name}" <${person.email}>` : person.email;
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
