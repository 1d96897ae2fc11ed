import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEETING_MESSAGES } from '@protocolist/contracts/meetings';
import { ROLE_ACTIONS } from '@protocolist/contracts/policies';
import { success } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { feedOwner, secretaryFeed } from './feed.ts';
import { feedSecret, feedUrl, regenerateFeedSecret } from './feed-secret.ts';
import { file, ok } from '../../http/openapi.ts';
import { calendarFeed } from '@protocolist/contracts/responses/meetings';

const feedFile = /^([A-Za-z0-9_-]{43})\.ics$/;

/** A secretary's private iCalendar feed for Outlook, Google or Yandex calendars (PRODUCT.md §6). */
export async function calendarModule(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/calendar/feed',
    { config: { roles: ROLE_ACTIONS['calendar.feed'] }, schema: { response: ok(calendarFeed), tags: ['calendar'], summary: 'Адрес личной ленты календаря' } },
    async (request) => success({ url: feedUrl(app, await feedSecret(app, request.user.id)) }),
  );

  r.post(
    '/api/calendar/feed/regenerate',
    {
      config: { roles: ROLE_ACTIONS['calendar.feed'] },
      schema: { response: ok(calendarFeed), tags: ['calendar'], summary: 'Новый адрес ленты календаря (прежний перестаёт работать)' },
    },
    async (request) =>
      success({ url: feedUrl(app, await regenerateFeedSecret(app, request.user.id)) }, MEETING_MESSAGES.feedRegenerated),
  );

  r.get(
    '/api/calendar/:file',
    {
      config: { public: true },
      schema: {
        response: file('Лента iCalendar', ['text/calendar']),
        tags: ['calendar'],
        summary: 'Лента календаря (iCalendar) по секретному адресу, без входа',
        params: z.object({ file: z.string() }),
        security: [],
      },
    },
    async (request, reply) => {
      const secret = feedFile.exec(request.params.file)?.[1];
      const owner = secret ? await feedOwner(app, secret) : null;
      if (!owner) throw notFound('Календарь не найден');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="protocolist.ics"')
        .header('cache-control', 'private, no-cache')
        .send(await secretaryFeed(app, owner));
    },
  );
}
