import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadChunkFields } from '@protocolist/contracts/uploads';
import { success } from '../../http/envelope.ts';
import { loadOwned } from '../../http/access.ts';
import { idParams as params } from '../../http/params.ts';
import { receiveChunk, uploadStatus } from './service.ts';

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // In this plugin a multipart body is left unread: the chunk route streams it itself (chunk-request.ts), so
  // its bytes go to their place in the upload as they arrive instead of through a temporary file. The body
  // schema stays for the API docs; the handler checks the fields as it reads them.
  app.removeContentTypeParser('multipart/form-data');
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  app.setValidatorCompiler<ZodType>((route) => (route.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(route)));

  r.get(
    '/api/protocols/:id/upload-chunks',
    { schema: { tags: ['uploads'], summary: 'Какие части загрузки уже получены (для возобновления)', params } },
    async (request) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'read');
      return success(await uploadStatus(app, protocol.id));
    },
  );

  r.post(
    '/api/protocols/:id/upload-chunks',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Загрузка видео по частям (multipart: total_chunks, chunk_index, затем video)',
        description:
          'Все части, кроме последней, одного размера. Поля total_chunks и chunk_index, отправленные до файла, ' +
          'позволяют записать часть сразу на её место.',
        params,
        body: uploadChunkFields,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const { chunkIndex, completed, status } = await receiveChunk(app, protocol, request);
      return success({ chunk_index: chunkIndex, completed, ...status });
    },
  );
}
