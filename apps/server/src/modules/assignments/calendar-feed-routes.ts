import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  CALENDAR_FEED_FETCHES_PER_IP,
  CALENDAR_FEED_LIMIT_WINDOW_MINUTES,
  CALENDAR_FEED_MESSAGES,
  EXPORT_MAX_ROWS,
  calendarFeedParams,
  calendarFeedTokenParams,
  type AssignmentFilters,
} from '@protocolist/contracts/assignments';
import { rolesWithAccess } from '@protocolist/contracts/policies';
import { deadlineFeed } from '@protocolist/contracts/responses/assignments';
import { nothing } from '@protocolist/contracts/responses/envelope';
import { users } from '../../db/schema.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { notFound, tooManyRequests } from '../../http/errors.ts';
import { file, ok } from '../../http/openapi.ts';
import { RateLimiter } from '../auth/index.ts';
import { organizationToday } from '../settings/index.ts';
import { liveCalendarFeed, markCalendarFeedFetched, openCalendarFeed, renewCalendarFeed, revokeCalendarFeed } from './calendar-feeds.ts';
import { assignmentsIcs } from './export.ts';
import { assignmentWhere, selectAssignments } from './query.ts';

const readers = { roles: rolesWithAccess('task', 'read') };

/** The person's tasks as the register filters them, newest deadlines first. */
const personFilters = (responsibleId: number): AssignmentFilters => ({ responsible_id: responsibleId, sort: 'deadline', direction: 'desc' });

/**
 * Calendar feeds of the people responsible (issue 24): the register's user makes, copies, renews and revokes a
 * secret address of one person's deadlines; a calendar app fetches it without signing in.
 */
export async function calendarFeedRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secret = app.config.jwtSecret;

  /** A person is offered only if the user reads at least one of their tasks: the id of anyone else is 404. */
  async function personOfRegister(user: CurrentUser, responsibleId: number): Promise<void> {
    const rows = await selectAssignments(app.db, assignmentWhere(user, personFilters(responsibleId), await organizationToday(app)), personFilters(responsibleId), {
      limit: 1,
      offset: 0,
    });
    if (rows.length === 0) throw notFound(CALENDAR_FEED_MESSAGES.personNotFound);
  }

  const feedRoute = '/api/assignments/calendar-feeds/:responsible_id';
  r.get(
    feedRoute,
    {
      config: readers,
      schema: { response: ok(deadlineFeed.nullable()), tags: ['assignments'], summary: 'Ссылка на календарь сроков ответственного (null — ещё нет)', params: calendarFeedParams },
    },
    async (request) => {
      await personOfRegister(request.user, request.params.responsible_id);
      return success(await liveCalendarFeed(app.db, secret, app.publicUrl, request.user, request.params.responsible_id));
    },
  );

  r.post(
    feedRoute,
    {
      config: readers,
      schema: { response: ok(deadlineFeed), tags: ['assignments'], summary: 'Создать ссылку на календарь сроков ответственного; прежняя перестаёт работать', params: calendarFeedParams },
    },
    async (request) => {
      const { responsible_id } = request.params;
      await personOfRegister(request.user, responsible_id);
      const had = (await liveCalendarFeed(app.db, secret, app.publicUrl, request.user, responsible_id)) !== null;
      const feed = await renewCalendarFeed(app.db, secret, app.publicUrl, request.user, responsible_id);
      return success(feed, had ? CALENDAR_FEED_MESSAGES.renewed : CALENDAR_FEED_MESSAGES.created);
    },
  );

  r.delete(
    feedRoute,
    {
      config: readers,
      schema: { response: ok(nothing), tags: ['assignments'], summary: 'Отозвать ссылку на календарь сроков ответственного', params: calendarFeedParams },
    },
    async (request) => {
      await personOfRegister(request.user, request.params.responsible_id);
      await revokeCalendarFeed(app.db, request.user, request.params.responsible_id);
      return success({}, CALENDAR_FEED_MESSAGES.revoked);
    },
  );

  const limiter = new RateLimiter(app.db);
  const windowMs = CALENDAR_FEED_LIMIT_WINDOW_MINUTES * 60 * 1000;
  const fetchLimit = async (request: FastifyRequest) => {
    const { waitMs } = await limiter.hit([{ key: `calendar-feed-ip:${request.ip}`, max: CALENDAR_FEED_FETCHES_PER_IP, windowMs }]);
    if (waitMs > 0) throw tooManyRequests(CALENDAR_FEED_MESSAGES.tooManyRequests(Math.ceil(waitMs / 1000)), waitMs / 1000);
  };

  r.get(
    '/api/calendar-feeds/:token/deadlines.ics',
    {
      config: { public: true },
      onRequest: fetchLimit,
      schema: {
        tags: ['assignments'],
        summary: 'Календарь сроков ответственного по секретной ссылке (iCalendar, без входа)',
        security: [],
        params: calendarFeedTokenParams,
        response: file('Календарь сроков (iCalendar)', ['text/calendar']),
      },
    },
    async (request, reply) => {
      const opened = await openCalendarFeed(app.db, request.params.token);
      if (!opened) throw notFound(CALENDAR_FEED_MESSAGES.invalid);
      const { feed, owner } = opened;
      const filters = personFilters(feed.responsible_id);
      // The owner's reach is judged now: a task moved out of it, or a role changed since, drops out of the feed.
      const rows = await selectAssignments(app.db, assignmentWhere(owner, filters, await organizationToday(app)), filters, { limit: EXPORT_MAX_ROWS, offset: 0 });
      const [person] = await app.db.select({ name: users.full_name }).from(users).where(eq(users.id, feed.responsible_id));
      await markCalendarFeedFetched(app.db, feed.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="deadlines.ics"')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex, nofollow')
        .send(assignmentsIcs(rows, { person: person?.name ?? '', publicUrl: app.publicUrl, refreshSeconds: 60 * 60 }));
    },
  );
}
