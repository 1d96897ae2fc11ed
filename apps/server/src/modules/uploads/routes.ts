import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadChunkFields } from '@protocolist/contracts/uploads';
import { success } from '../../http/envelope.ts';
import { fieldError } from '../../http/errors.ts';
import { protocolFor, protocolParams as params } from '../protocols/access.ts';
import { receiveChunk, uploadStatus } from './service.ts';

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/protocols/:id/upload-chunks',
    { schema: { tags: ['uploads'], summary: 'Какие части загрузки уже получены (для возобновления)', params } },
    async (request) => {
      const protocol = await protocolFor(app, request.user, request.params.id, 'read');
      return success(await uploadStatus(app, protocol.id));
    },
  );

  r.post(
    '/api/protocols/:id/upload-chunks',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Загрузка видео по частям (multipart: video, total_chunks, chunk_index)',
        params,
        body: uploadChunkFields,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const protocol = await protocolFor(app, request.user, request.params.id, 'write');
      const file = request.uploads.video;
      if (!file) throw fieldError('video', 'Поле обязательно для заполнения');
      const { total_chunks, chunk_index } = request.body;
      const completed = await receiveChunk(app, protocol, { totalChunks: total_chunks, chunkIndex: chunk_index, file });
      const status = await uploadStatus(app, protocol.id);
      return success({ chunk_index, completed, ...status });
    },
  );
}
