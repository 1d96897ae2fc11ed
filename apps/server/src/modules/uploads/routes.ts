import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadChunkFields, uploadStatusQuery } from '@protocolist/contracts/uploads';
import { success } from '../../http/envelope.ts';
import { loadOwned } from '../../http/access.ts';
import { idParams as params } from '../../http/params.ts';
import { receiveChunk } from './service.ts';
import { uploadStatus } from './store.ts';
import { errors, ok } from '../../http/openapi.ts';
import { uploadStatusResponse, uploadChunkResult } from '@protocolist/contracts/responses/uploads';

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // In this plugin a multipart body is left unread: the chunk route streams it itself (chunk-request.ts), after
  // authorization, into a file of its own request. The body schema stays for the API docs; the handler checks
  // the fields as it reads them.
  app.removeContentTypeParser('multipart/form-data');
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  app.setValidatorCompiler<ZodType>((route) => (route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route)));

  r.get(
    '/api/protocols/:id/upload-chunks',
    {
      schema: {
        response: ok(uploadStatusResponse),
        tags: ['uploads'],
        summary: 'Какие части загрузки уже получены (для возобновления): текущей загрузки или загрузки upload_id',
        params,
        querystring: uploadStatusQuery,
      },
    },
    async (request) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'read');
      return success(await uploadStatus(app, protocol.id, request.query.upload_id));
    },
  );

  r.post(
    '/api/protocols/:id/upload-chunks',
    {
      schema: {
        response: { ...ok(uploadChunkResult), ...errors(507) },
        tags: ['uploads'],
        summary: 'Загрузка видео по частям (multipart: total_chunks, chunk_index, затем video)',
        description:
          'Части любого размера, в любом порядке, повторно (повтор части должен совпадать с ней байт в байт, иначе 409). ' +
          'Необязательные поля: upload_id (имя загрузки у клиента), chunk_sha256 (SHA-256 части), ' +
          'file_sha256 (SHA-256 всего файла, проверяется после сборки).',
        params,
        body: uploadChunkFields,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      return success(await receiveChunk(app, protocol, request));
    },
  );
}
