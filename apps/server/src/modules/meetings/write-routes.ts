import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { MEETING_DOCUMENT_MAX_BYTES, MEETING_MESSAGES, createMeetingRequest, updateMeetingRequest } from '@protocolist/contracts/meetings';
import { ROLE_ACTIONS } from '@protocolist/contracts/policies';
import { meetingMembers, meetings, type StoredFile } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { fieldError } from '../../http/errors.ts';
import { putWithFormOverride } from '../../http/multipart.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { loadOwned } from '../../http/access.ts';
import { idParams as params } from '../../http/params.ts';
import { checkDocument, discardDocument, storeDocument } from './documents.ts';
import {
  cancellationsForDeletedMeeting,
  changesCalendarEntry,
  hhmm,
  invitationsForNewMeeting,
  mailsForUpdatedMeeting,
  previousEntryOf,
  meetingEvent,
} from './invitations.ts';
import { meetingMailQueue, withUntoldChanges } from './mail-jobs.ts';
import { checkMembers, loadMemberStates, syncMembers } from './members.ts';
import { presentMeeting } from './presenter.ts';
import { ok } from '../../http/openapi.ts';
import { meetingResponse } from '@protocolist/contracts/responses/meetings';

/** Checks the attachment first, stores it only once everything else is valid. */
async function acceptDocument(app: FastifyInstance, upload: UploadedFile | undefined): Promise<StoredFile | null> {
  if (!upload) return null;
  const { mime } = checkDocument(upload);
  return storeDocument(app, upload, mime);
}

/** Runs the database part; a stored attachment is removed again when it fails. */
async function withDocument<T>(app: FastifyInstance, document: StoredFile | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await discardDocument(app, document);
    throw error;
  }
}

const documentField = { document: { maxBytes: MEETING_DOCUMENT_MAX_BYTES, tooLarge: MEETING_MESSAGES.documentTooLarge } };

export async function meetingWriteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/meetings',
    {
      config: { roles: ROLE_ACTIONS['work.create'], files: { fields: documentField } },
      schema: {
        response: ok(meetingResponse, 201),
        tags: ['meetings'],
        summary: 'Создать совещание (JSON или multipart с файлом document)',
        body: createMeetingRequest,
      },
    },
    async (request, reply) => {
      const { members, ...fields } = request.body;
      await checkMembers(app.db, members);
      const document = await acceptDocument(app, request.uploads.document);
      const meeting = await withDocument(app, document, () =>
        app.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(meetings)
            .values({ ...fields, secretary_id: request.user.id, document })
            .returning();
          if (members.length > 0) {
            await tx.insert(meetingMembers).values(members.map((m) => ({ meeting_id: row!.id, ...m })));
          }
          return row!;
        }),
      );
      const memberStates = await loadMemberStates(app.db, meeting.id);
      const event = await meetingEvent(app, meeting, memberStates);
      await meetingMailQueue.enqueue(app, invitationsForNewMeeting(event, memberStates));
      reply.code(201);
      return success(await presentMeeting(app, meeting), MEETING_MESSAGES.created);
    },
  );

  putWithFormOverride(
    app,
    '/api/meetings/:id',
    {
      config: {
        files: {
          fields: documentField,
          authorize: async (request, params) => {
            await loadOwned(app.db, 'meeting', (params as { id: number }).id, request.user, 'write');
          },
        },
      },
      schema: {
        response: ok(meetingResponse),
        tags: ['meetings'],
        summary: 'Изменить совещание (JSON; multipart — POST с _method=PUT). Без members участники не меняются',
        params,
        body: updateMeetingRequest,
      },
    },
    async (request) => {
      const { id: meetingId } = request.params as z.infer<typeof params>;
      const body = request.body as z.output<typeof updateMeetingRequest>;
      const meeting = await loadOwned(app.db, 'meeting', meetingId, request.user, 'write');
      const next = {
        theme: body.theme ?? meeting.theme,
        description: body.description === undefined ? meeting.description : body.description,
        link: body.link === undefined ? meeting.link : body.link,
        event_date: body.event_date ?? meeting.event_date,
        event_start_time: body.event_start_time ?? hhmm(meeting.event_start_time),
        event_end_time: body.event_end_time ?? hhmm(meeting.event_end_time),
      };
      if (next.event_end_time <= next.event_start_time) throw fieldError('event_end_time', MEETING_MESSAGES.endBeforeStart);
      const before = await loadMemberStates(app.db, meeting.id);
      if (body.members) await checkMembers(app.db, body.members, new Set(before.map((m) => m.member_id)));
      const uploaded = await acceptDocument(app, request.uploads.document);
      const replaced = uploaded || body.remove_document ? meeting.document : null;
      const entryChanged = changesCalendarEntry(meeting, next);

      const updated = await withDocument(app, uploaded, () =>
        app.db.transaction(async (tx) => {
          const [row] = await tx
            .update(meetings)
            .set({
              ...next,
              document: uploaded ?? (body.remove_document ? null : meeting.document),
              ical_sequence: entryChanged ? sql`${meetings.ical_sequence} + 1` : meetings.ical_sequence,
              updated_at: new Date(),
            })
            .where(eq(meetings.id, meeting.id))
            .returning();
          if (body.members) await syncMembers(tx, meeting.id, before, body.members);
          if (entryChanged) {
            // Everyone notified is owed the update now; email_sent turns true again as each one is delivered.
            await tx
              .update(meetingMembers)
              .set({ email_sent: false })
              .where(and(eq(meetingMembers.meeting_id, meeting.id), eq(meetingMembers.should_notify, true)));
          }
          return row!;
        }),
      );
      const after = await loadMemberStates(app.db, meeting.id);
      const event = await meetingEvent(app, updated, after);
      const previous = entryChanged ? previousEntryOf(meeting) : null;
      const jobs = mailsForUpdatedMeeting(event, before, after, previous, body.notify === false);
      await meetingMailQueue.enqueue(app, await withUntoldChanges(app, updated.id, jobs));
      await discardDocument(app, replaced);
      return success(await presentMeeting(app, updated), MEETING_MESSAGES.updated);
    },
  );

  r.delete(
    '/api/meetings/:id',
    { schema: { response: ok(z.null()), tags: ['meetings'], summary: 'Удалить совещание (участникам уходит отмена)', params } },
    async (request) => {
      const meeting = await loadOwned(app.db, 'meeting', request.params.id, request.user, 'write');
      // Captured before the rows go: the cancellation jobs carry it.
      const members = await loadMemberStates(app.db, meeting.id);
      const event = await meetingEvent(app, meeting, members);
      await app.db.delete(meetings).where(eq(meetings.id, meeting.id));
      await meetingMailQueue.enqueue(app, cancellationsForDeletedMeeting(event, members));
      await discardDocument(app, meeting.document);
      return success(null, MEETING_MESSAGES.deleted);
    },
  );
}
