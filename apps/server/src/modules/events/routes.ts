import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { authenticate, type CurrentUser } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { unauthorized } from '../../http/errors.ts';
import { EventBus } from './bus.ts';
import { signPath, verifySignedPath } from '../media/signed-url.ts';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

const HEARTBEAT_MS = 25_000;
const TICKET_PATH = '/api/events';

export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const bus = new EventBus(app);
  await bus.start();
  app.decorate('events', bus);
  const openStreams = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const close of openStreams) close();
    await bus.stop();
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/events/ticket',
    { schema: { tags: ['events'], summary: 'Короткоживущий билет для EventSource (вместо заголовка Authorization)' } },
    async (request) => {
      const signed = signPath(app.config.jwtSecret, `${TICKET_PATH}:${request.user.id}`);
      const params = new URL(signed, 'http://x').searchParams;
      const ticket = `${request.user.id}.${params.get('expires')}.${params.get('signature')}`;
      return success({ ticket });
    },
  );

  r.get(
    '/api/events',
    {
      config: { public: true },
      schema: {
        tags: ['events'],
        summary: 'Поток событий протоколов (Server-Sent Events): стадии и прогресс обработки',
        querystring: z.object({ ticket: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const user = await streamUser(app, request.query.ticket, request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: 3000\n: connected\n\n`);
      const unsubscribe = app.events.subscribe(
        user.id,
        (event) => {
          raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        },
        user.role,
      );
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const close = () => {
        clearInterval(heartbeat);
        unsubscribe();
        openStreams.delete(close);
        raw.end();
      };
      openStreams.add(close);
      request.raw.once('close', close);
    },
  );
}

async function streamUser(
  app: FastifyInstance,
  ticket: string | undefined,
  request: Parameters<typeof authenticate>[1],
): Promise<CurrentUser> {
  if (!ticket) {
    await authenticate(app, request);
    return request.user;
  }
  const [userId, expires, signature] = ticket.split('.');
  if (!verifySignedPath(app.config.jwtSecret, `${TICKET_PATH}:${userId}`, expires, signature)) throw unauthorized();
  const [user] = await app.db.select().from(users).where(eq(users.id, Number(userId)));
  if (!user || !user.is_active || user.role === 'external') throw unauthorized();
  return user;
}
