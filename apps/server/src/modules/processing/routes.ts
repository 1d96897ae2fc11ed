import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STAGE_RULES, stagesWhere } from '@protocolist/contracts/stages';
import { processVideoRequest } from '@protocolist/contracts/speech';
import { success } from '../../http/envelope.ts';
import { conflict } from '../../http/errors.ts';
import { loadOwned } from '../../http/access.ts';
import { idParams as protocolParams } from '../../http/params.ts';
import { presentProtocol } from '../protocols/index.ts';
import { transitionStage } from '../protocols/index.ts';
import { publishProtocolEvent } from './events.ts';
import { enqueueProcessing, pendingJobs } from './queue.ts';

const STARTABLE = stagesWhere(STAGE_RULES.canProcessVideo);

export async function processingRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/protocols/:id/process-video',
    {
      schema: {
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
      if (STAGE_RULES.isProcessing(protocol.stage)) {
        if ((await pendingJobs(app, protocol.id)).length === 0) await enqueueProcessing(app, protocol.id);
        return success(await presentProtocol(app, protocol.id), 'Видео уже обрабатывается');
      }
      if (!protocol.video) throw conflict('Сначала загрузите видео');
      if (!STAGE_RULES.canProcessVideo(protocol.stage)) throw conflict('Видео этого протокола уже нельзя обработать повторно');
      const options = request.body ?? {};
      const started = await transitionStage(app.db, protocol.id, 'video_process', {
        expected: STARTABLE,
        patch: {
          progress: 0,
          stage_error: null,
          processing_note: null,
          processing_options: options.engine || options.replace_transcript ? options : null,
        },
      });
      await enqueueProcessing(app, protocol.id);
      await publishProtocolEvent(app, started, 'protocol.stage', 0);
      return success(await presentProtocol(app, protocol.id), 'Обработка видео запущена');
    },
  );
}
