import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { processVideoRequest } from '@protocolist/contracts/speech';
import { success } from '../../http/envelope.ts';
import { eq } from 'drizzle-orm';
import { protocols } from '../../db/schema.ts';
import { conflict, HttpError } from '../../http/errors.ts';
import { loadOwned } from '../../http/access.ts';
import { idParams as protocolParams } from '../../http/params.ts';
import { presentProtocol } from '../protocols/index.ts';
import { announceProcessingStarted, enqueueProcessing, pendingJobs, startProcessing } from './queue.ts';
import { ok } from '../../http/openapi.ts';
import { protocolResponse } from '@protocolist/contracts/responses/protocols';

export async function processingRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/protocols/:id/process-video',
    {
      schema: {
        response: ok(protocolResponse),
        tags: ['processing'],
        summary: 'Запустить обработку видео (повторный вызов во время обработки ничего не меняет)',
        description:
          'Повторный запуск может выбрать движок (engine) и заменить исправленную вручную стенограмму (replace_transcript: true); ' +
          'без этого исправленная стенограмма остаётся.',
        params: protocolParams,
        body: processVideoRequest,
      },
    },
    async (request) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const alreadyRunning = async () => {
        if ((await pendingJobs(app, protocol.id)).length === 0) await enqueueProcessing(app, protocol.id);
        return success(await presentProtocol(app, protocol.id), 'Видео уже обрабатывается');
      };
      if (STAGE_RULES.isProcessing(protocol.stage)) return alreadyRunning();
      if (!protocol.video) throw conflict('Сначала загрузите видео');
      if (!STAGE_RULES.canProcessVideo(protocol.stage)) throw conflict('Видео этого протокола уже нельзя обработать повторно');
      const options = request.body ?? {};
      try {
        const started = await app.db.transaction((tx) => startProcessing(app, tx, protocol.id, options));
        await announceProcessingStarted(app, started);
      } catch (error) {
        // The server starts processing when the upload completes: the page's own call, a moment later, finds it running.
        const [now] = await app.db.select({ stage: protocols.stage }).from(protocols).where(eq(protocols.id, protocol.id));
        if (error instanceof HttpError && error.statusCode === 409 && now && STAGE_RULES.isProcessing(now.stage)) return alreadyRunning();
        throw error;
      }
      return success(await presentProtocol(app, protocol.id), 'Обработка видео запущена');
    },
  );
}
