import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProtocolStage } from '@protocolist/contracts/enums';
import { processVideoRequest } from '@protocolist/contracts/speech';
import { success } from '../../http/envelope.ts';
import { conflict } from '../../http/errors.ts';
import { protocolFor, protocolParams } from '../protocols/access.ts';
import { presentProtocol } from '../protocols/presenter.ts';
import { transitionStage } from '../protocols/stages.ts';
import { publishProtocolEvent } from './events.ts';
import { enqueueProcessing, pendingJobs } from './queue.ts';

/** Stages from which processing may (re)start. */
const STARTABLE: readonly ProtocolStage[] = ['video_uploaded', 'error_video_process', 'success_video_process'];

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
      const protocol = await protocolFor(app, request.user, request.params.id, 'write');
      if (protocol.stage === 'video_process') {
        if ((await pendingJobs(app, protocol.id)).length === 0) await enqueueProcessing(app, protocol.id);
        return success(await presentProtocol(app, protocol.id), 'Видео уже обрабатывается');
      }
      if (!protocol.video) throw conflict('Сначала загрузите видео');
      if (!STARTABLE.includes(protocol.stage)) throw conflict('Видео этого протокола уже нельзя обработать повторно');
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
