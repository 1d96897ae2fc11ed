import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Range';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';

/**
 * Cross-origin access to the API, off unless CORS_ORIGIN lists the origins (comma-separated) of another site
 * that serves the web app. Tokens travel in the Authorization header, so no credentials mode is needed.
 */
export function registerCors(app: FastifyInstance, corsOrigin: string | null): void {
  if (!corsOrigin) return;
  const allowed = new Set(corsOrigin.split(',').map((origin) => origin.trim().replace(/\/+$/, '')));
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !request.url.startsWith('/api/') || !(allowed.has(origin) || allowed.has('*'))) return;
    reply.header('access-control-allow-origin', allowed.has('*') ? '*' : origin).header('vary', 'Origin');
    reply.header('access-control-expose-headers', 'Content-Disposition, Content-Range, Accept-Ranges');
    if (request.method === 'OPTIONS') {
      return reply
        .code(204)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .send();
    }
  });
}
