import path from 'node:path';
import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Vite names files under assets/ by their content hash, so a changed file is a new URL. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files (favicon): always revalidated (cheap with the ETag). */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * The built single-page app. Files are precompressed at build (`.br`, `.gz` beside each, see
 * apps/web/vite.config.ts) and chosen by Accept-Encoding; every file has an ETag; hashed assets are cached for a
 * year, index.html is revalidated. index.html is the answer to every client route (the router draws its own 404).
 * Returns false where there is no built app.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string | null): Promise<boolean> {
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) return false;
  const assets = path.join(webDist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(assets) ? HASHED_ASSET_CACHE : REVALIDATE_CACHE);
    },
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendSpaIndex(reply));
  return true;
}

/** index.html (compressed where the client accepts it), for `/` and every client route. */
export function sendSpaIndex(reply: FastifyReply) {
  return reply.sendFile('index.html');
}
