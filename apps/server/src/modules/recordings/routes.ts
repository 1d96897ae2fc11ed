import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Intent } from '@protocolist/contracts/policies';
import {
  MAX_PIECE_BYTES,
  PIECE_SHA256_HEADER,
  RECORDING_MESSAGES,
  newTakeBody,
  pieceParams,
  pieceSha256,
  recordingParams,
  stopRecordingBody,
} from '@protocolist/contracts/recordings';
import { recordings } from '../../db/schema.ts';
import { loadOwned } from '../../http/access.ts';
import { success } from '../../http/envelope.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { idParams } from '../../http/params.ts';
import type { LiveTakes } from './live.ts';
import { storePiece } from './pieces.ts';
import { hasTake, openRecording, openTake } from './service.ts';
import { finishRecording, requestStop } from './stop.ts';
import { presentRecording } from './store.ts';
import { ok } from '../../http/openapi.ts';
import { newTakeResult, pieceResult, recordingResponse } from '@protocolist/contracts/responses/recordings';

export async function recordingRoutes(app: FastifyInstance, live: LiveTakes): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MAX_PIECE_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  /** The recording and its protocol, as the one access policy allows `intent` on the protocol. */
  async function loadRecording(request: FastifyRequest, rid: number, intent: Intent) {
    const [row] = await app.db.select().from(recordings).where(eq(recordings.id, rid));
    if (!row) throw notFound(RECORDING_MESSAGES.notFound);
    const protocol = await loadOwned(app.db, 'protocol', row.protocol_id, request.user, intent);
    return { row, protocol };
  }
  const present = async (row: typeof recordings.$inferSelect) => presentRecording(app, row, await live.decodedSamples(row.id));

  r.post(
    '/api/protocols/:id/recording',
    {
      schema: {
        // 201 for a new recording, 200 for the one already begun.
        response: { ...ok(recordingResponse), ...ok(recordingResponse, 201) },
        tags: ['recordings'],
        summary: 'Начать запись совещания в браузере (или получить начатую)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const { row, created } = await openRecording(app, protocol);
      return reply.code(created ? 201 : 200).send(success(await present(row)));
    },
  );

  r.get(
    '/api/recordings/:rid',
    { schema: { response: ok(recordingResponse), tags: ['recordings'], summary: 'Что сервер получил из записи: части, длительность, распознанный текст', params: recordingParams } },
    async (request) => {
      const { row } = await loadRecording(request, request.params.rid, 'read');
      return success(await present(row));
    },
  );

  r.post(
    '/api/recordings/:rid/takes',
    { schema: { response: ok(newTakeResult, 201), tags: ['recordings'], summary: 'Новая часть записи (новый MediaRecorder)', params: recordingParams, body: newTakeBody } },
    async (request, reply) => {
      const { row } = await loadRecording(request, request.params.rid, 'write');
      return reply.code(201).send(success({ take: await openTake(app, row, request.body) }));
    },
  );

  r.put(
    '/api/recordings/:rid/takes/:take/pieces/:index',
    {
      schema: {
        response: ok(pieceResult),
        tags: ['recordings'],
        summary: 'Фрагмент записи (тело — байты фрагмента, заголовок X-Piece-Sha256)',
        description: 'Повтор с той же контрольной суммой — 200 и duplicate: true; с другой — 409.',
        params: pieceParams,
        headers: z.object({ [PIECE_SHA256_HEADER]: pieceSha256 }),
        consumes: ['application/octet-stream'],
      },
    },
    async (request) => {
      const { rid, take, index } = request.params;
      const { row, protocol } = await loadRecording(request, rid, 'write');
      if (row.state === 'stopped') throw conflict(RECORDING_MESSAGES.notRecording);
      if (!(await hasTake(app, rid, take))) throw conflict(RECORDING_MESSAGES.takeNotFound);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const sha256 = request.headers[PIECE_SHA256_HEADER] as string;
      const result = await storePiece(app, { recordingId: rid, take, index, sha256: sha256.trim().toLowerCase() }, body);
      if (row.state === 'recording') {
        live.kick({ recordingId: rid, protocolId: protocol.id, secretaryId: protocol.secretary_id }, take).catch((error: unknown) =>
          app.log.warn({ err: error, recordingId: rid, take }, 'live decoding not fed'),
        );
      }
      return success(result);
    },
  );

  r.post(
    '/api/recordings/:rid/stop',
    {
      schema: {
        response: ok(recordingResponse, 202),
        tags: ['recordings'],
        summary: 'Остановить запись и обработать: сервер склеивает части и готовит черновик',
        description: '409 с errors.missing (список «часть:фрагмент»), пока сервер не получил все названные фрагменты.',
        params: recordingParams,
        body: stopRecordingBody,
      },
    },
    async (request, reply) => {
      const { row } = await loadRecording(request, request.params.rid, 'write');
      const stop = await requestStop(app, row, request.body);
      if (stop.started) void finishRecording(app, live, stop.row.id);
      return reply.code(202).send(success(await present(stop.row), RECORDING_MESSAGES.stopping));
    },
  );
}
