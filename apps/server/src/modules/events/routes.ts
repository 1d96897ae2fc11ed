import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, sessionUser, type CurrentUser } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { unauthorized } from '../../http/errors.ts';
import { EventBus } from './bus.ts';
import { signForSession, verifySessionSignature } from '../../http/signed-url.ts';
import { issuedAtMs, sessionOf, SESSION_REVOKED_CHANNEL, type SessionRevoked } from '../../http/tokens.ts';
import { file, ok } from '../../http/openapi.ts';

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
  /** Every open stream of this process, with the session it was opened for. */
  const openStreams = new Map<() => void, StreamSession>();
  // A session that ends (in any API process) closes its streams here at once: NOTIFY reaches every process.
  const unlistenRevoked = await app.database.listen(SESSION_REVOKED_CHANNEL, (payload) => {
    const revoked = parseRevoked(payload);
    if (!revoked) return app.log.warn({ payload }, 'bad session revocation payload');
    for (const [close, stream] of openStreams) if (endedBy(stream, revoked)) close();
  });
  // Before the server stops taking connections: an open stream would keep it waiting forever.
  app.addHook('preClose', async () => {
    for (const close of openStreams.keys()) close();
  });
  app.addHook('onClose', async () => {
    await unlistenRevoked();
    await bus.stop();
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/events/ticket',
    {
      schema: {
        response: ok(z.object({ ticket: z.string() })),
        tags: ['events'],
        summary: 'Короткоживущий билет для EventSource (вместо заголовка Authorization)',
      },
    },
    async (request) => {
      const signed = signForSession(app.config.jwtSecret, TICKET_PATH, {
        user: request.user.id,
        session: sessionOf(request.tokenClaims),
      });
      const ticket = [signed.user, signed.session, signed.issued, signed.expires, signed.signature].join('.');
      return success({ ticket });
    },
  );

  r.get(
    '/api/events',
    {
      config: { public: true },
      schema: {
        response: file('Поток Server-Sent Events', ['text/event-stream']),
        tags: ['events'],
        summary: 'Поток событий протоколов (Server-Sent Events): стадии и прогресс обработки',
        querystring: z.object({ ticket: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { user, session } = await streamUser(app, request.query.ticket, request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: 3000\n: connected\n\n`);
      const unsubscribe = app.events.subscribe(user, (event) => {
        raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const close = () => {
        clearInterval(heartbeat);
        unsubscribe();
        openStreams.delete(close);
        raw.end();
      };
      openStreams.set(close, session);
      request.raw.once('close', close);
    },
  );
}

interface StreamSession {
  userId: number;
  session: string;
  /** When the token or ticket the stream was opened with was made (ms). */
  issuedAt: number;
}

function parseRevoked(payload: string): SessionRevoked | null {
  try {
    const parsed = JSON.parse(payload) as SessionRevoked;
    return typeof parsed?.user === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

/** Whether the stream belongs to a session that `revoked` ended. */
function endedBy(stream: StreamSession, revoked: SessionRevoked): boolean {
  if (stream.userId !== revoked.user) return false;
  return 'session' in revoked ? stream.session === revoked.session : stream.issuedAt < revoked.before;
}

/** The user of the stream and its session: from a ticket (EventSource) or the bearer token. */
async function streamUser(
  app: FastifyInstance,
  ticket: string | undefined,
  request: Parameters<typeof authenticate>[1],
): Promise<{ user: CurrentUser; session: StreamSession }> {
  if (!ticket) {
    await authenticate(app, request);
    const claims = request.tokenClaims;
    return {
      user: request.user,
      session: {
        userId: request.user.id,
        session: sessionOf(claims),
        issuedAt: issuedAtMs(claims),
      },
    };
  }
  const [user, session, issued, expires, signature] = ticket.split('.');
  const fields = verifySessionSignature(app.config.jwtSecret, TICKET_PATH, {
    user,
    session,
    issued,
    expires,
    signature,
  });
  if (!fields) throw unauthorized();
  const ref = {
    userId: fields.user,
    session: fields.session,
    issuedAt: fields.issued,
  };
  return { user: await sessionUser(app, ref), session: ref };
}
