import type { FastifyInstance } from 'fastify';
import { normaliseMeetingForm } from './form-body.ts';
import { meetingMailQueue } from './mail-jobs.ts';
import { meetingReadRoutes } from './read-routes.ts';
import { meetingWriteRoutes } from './write-routes.ts';

export { feedIcs } from './ical.ts';
export { eventOf, organizerOf } from './invitations.ts';
export { loadMembersByMeeting } from './members.ts';

/** Meetings: CRUD with an optional attachment, iCalendar invitations by e-mail through the job queue. */
export async function meetingsModule(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', normaliseMeetingForm);
  await meetingMailQueue.start(app);
  await meetingReadRoutes(app);
  await meetingWriteRoutes(app);
}
