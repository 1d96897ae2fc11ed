import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, between, eq, gt, lt, ne, type SQL } from 'drizzle-orm';
import { MEETING_DOCUMENT_TYPES, MEETING_MESSAGES, meetingListQuery, meetingOverlapsQuery } from '@protocolist/contracts/meetings';
import { rolesWithAccess } from '@protocolist/contracts/policies';
import { meetings } from '../../db/schema.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { loadOwned, loadSecretaryOf, readableWhere } from '../../http/access.ts';
import { idParams as params } from '../../http/params.ts';
import { sendDocument } from './documents.ts';
import { presentMeeting, presentMeetings } from './presenter.ts';
import { file, ok } from '../../http/openapi.ts';
import { meetingResponse } from '@protocolist/contracts/responses/meetings';

const order = [asc(meetings.event_date), asc(meetings.event_start_time), asc(meetings.id)];

/** Whose meetings a list shows: all the user may read, or those of one secretary whose meetings he may read. */
async function listScope(app: FastifyInstance, user: CurrentUser, secretaryId: number | undefined): Promise<SQL | undefined> {
  const readable = readableWhere('meeting', user, meetings.secretary_id);
  if (secretaryId === undefined) return readable;
  await loadSecretaryOf(app.db, 'meeting', secretaryId, user, MEETING_MESSAGES.secretaryNotFound);
  return and(readable, eq(meetings.secretary_id, secretaryId));
}

export async function meetingReadRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/meetings',
    {
      config: { roles: rolesWithAccess('meeting', 'read') },
      schema: {
        response: ok(z.array(meetingResponse)),
        tags: ['meetings'],
        summary: 'Совещания за период (даты включительно), по дате и времени начала',
        querystring: meetingListQuery,
      },
    },
    async (request) => {
      const { start_date_at, end_date_at, secretary_id } = request.query;
      const scope = await listScope(app, request.user, secretary_id);
      const inRange = between(meetings.event_date, start_date_at, end_date_at);
      const rows = await app.db
        .select()
        .from(meetings)
        .where(and(scope, inRange))
        .orderBy(...order);
      return success(await presentMeetings(app, rows));
    },
  );

  r.get(
    '/api/meetings/overlaps',
    {
      config: { roles: rolesWithAccess('meeting', 'write') },
      schema: {
        response: ok(z.array(meetingResponse)),
        tags: ['meetings'],
        summary: 'Свои совещания, пересекающиеся с указанным временем',
        querystring: meetingOverlapsQuery,
      },
    },
    async (request) => {
      const query = request.query;
      const conditions = [
        eq(meetings.secretary_id, request.user.id),
        eq(meetings.event_date, query.event_date),
        lt(meetings.event_start_time, query.event_end_time),
        gt(meetings.event_end_time, query.event_start_time),
      ];
      if (query.exclude_id !== undefined) conditions.push(ne(meetings.id, query.exclude_id));
      const rows = await app.db.select().from(meetings).where(and(...conditions)).orderBy(...order);
      return success(await presentMeetings(app, rows));
    },
  );

  r.get(
    '/api/meetings/:id',
    { schema: { response: ok(meetingResponse), tags: ['meetings'], summary: 'Совещание', params } },
    async (request) => success(await presentMeeting(app, await loadOwned(app.db, 'meeting', request.params.id, request.user, 'read'))),
  );

  r.get(
    '/api/meetings/:id/document',
    { schema: { response: file('Документ совещания', [...new Set(Object.values(MEETING_DOCUMENT_TYPES))]), tags: ['meetings'], summary: 'Скачать документ совещания', params } },
    async (request, reply) => {
      const meeting = await loadOwned(app.db, 'meeting', request.params.id, request.user, 'read');
      if (!meeting.document) throw notFound(MEETING_MESSAGES.documentMissing);
      return sendDocument(app, reply, meeting.document);
    },
  );
}
