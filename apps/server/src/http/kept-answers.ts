import type { FastifyInstance, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { KeptUntilDataChanges } from '../db/data-changes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET whose answer is a function of the app's data, the reader and the URL alone: its 200 answers are kept
     * per reader and URL, as sent, until the data changes (db/data-changes.ts).
     */
    keepAnswers?: boolean;
  }
  interface FastifyRequest {
    /** Where this request's answer is to be kept once sent (a route with `keepAnswers` that was not answered from memory). */
    answerToKeep: { key: string; ticket: number } | null;
  }
}

/** How many answers are kept, and the largest kept (its UTF-8 bytes): 12.5 MB at most. */
const ANSWERS_KEPT = 200;
const LARGEST_KEPT_ANSWER = 64 * 1024;

/**
 * Answers of `keepAnswers` routes from memory while the data they were read from has not changed: the first page of
 * protocols (the most read answer of the API) went from 3 900 to 36 000 requests a second on PostgreSQL (issue 26,
 * bench/api.mjs).
 * Access is checked as for any request (the session, the route's roles) before an answer is looked up, and each is
 * kept for its reader only.
 */
export function registerKeptAnswers(app: FastifyInstance): void {
  // As bytes: encoding a 12 kB answer to UTF-8 was most of the time of sending it.
  const kept = new KeptUntilDataChanges<Buffer>(app.database.changes, ANSWERS_KEPT);
  app.decorateRequest('answerToKeep', null);
  const answerFromMemory: preHandlerAsyncHookHandler = async (request, reply) => {
    if (request.method !== 'GET') return;
    // The reader's id alone: a change of the reader's role is a change of the data, which forgets every answer.
    const key = `${request.user.id} ${request.url}`;
    const body = kept.get(key);
    if (body !== undefined) return reply.type('application/json; charset=utf-8').send(body);
    request.answerToKeep = { key, ticket: kept.ticket() };
  };
  const keepAnswer: onSendAsyncHookHandler = async (request, reply, payload) => {
    const toKeep = request.answerToKeep;
    if (!toKeep || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const body = Buffer.from(payload);
    if (body.length <= LARGEST_KEPT_ANSWER) kept.keep(toKeep.key, body, toKeep.ticket);
    return payload;
  };
  // The hooks go on the routes that keep answers only: every other request runs neither.
  app.addHook('onRoute', (route) => {
    if (!route.config?.keepAnswers) return;
    route.preHandler = [...asArray(route.preHandler), answerFromMemory];
    route.onSend = [...asArray(route.onSend), keepAnswer];
  });
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
