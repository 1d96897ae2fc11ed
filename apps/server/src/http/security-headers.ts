import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of everything the server answers, the web app included (issue 14, item 8).
 * Scripts only from this origin, no inline scripts and no eval: the app keeps its access token in local storage
 * (seed §4), and this policy is what keeps a script that is not ours from running to read it (docs/security.md).
 * Styles may be inline: Mantine and FullCalendar write <style> elements and style attributes at run time.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

/** A year, sent only on requests that came over https (directly, or through a trusted proxy: TRUST_PROXY). */
export const HSTS = 'max-age=31536000; includeSubDomains';

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: false,
  // Letters link to avatars and the calendar feed from other sites (webmail, calendar apps).
  crossOriginResourcePolicy: false,
  crossOriginEmbedderPolicy: false,
} as const;

/**
 * The headers helmet writes with HELMET_OPTIONS, worked out once. Every value is a constant (no directive is a
 * function of the request), so helmet is run once against a recorder instead of on every request: @fastify/helmet
 * built a new helmet, CSP parsing included, per request — 6 % of the CPU time of GET /api/me (issue 16).
 */
function helmetHeaders(): (readonly [string, string])[] {
  const headers: (readonly [string, string])[] = [];
  let finished = false;
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be worked out once');
  return headers;
}

/**
 * Helmet's headers on every response: the CSP above, X-Frame-Options DENY (with frame-ancestors 'none'),
 * X-Content-Type-Options nosniff, Referrer-Policy no-referrer (signed media URLs never leak through a Referer),
 * and HSTS only behind https — a plain-http install on a LAN must not be told to insist on https.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
