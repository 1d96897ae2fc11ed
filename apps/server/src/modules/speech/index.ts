import type { FastifyInstance } from 'fastify';
import { speechRoutes } from './routes.ts';
import { activeGigaamModel, createSpeechModels, speechReadiness } from './service.ts';
import { publishModelChanges } from './events.ts';

export { waitForGigaamModel } from './wait.ts';
export { diarizationModels } from './diarization.ts';
export { speechReadiness, activeGigaamModel } from './service.ts';

/** Speech models (DATA_DIR/models), the admin's page «Распознавание речи», and the startup warning. */
export async function speechModule(app: FastifyInstance): Promise<void> {
  app.decorate('speechModels', await createSpeechModels(app));
  publishModelChanges(app);
  await speechRoutes(app);
  app.addHook('onReady', async () => {
    const readiness = await speechReadiness(app);
    if (readiness.ready) return;
    const { speech } = app.config;
    const model = await activeGigaamModel(app);
    const next = speech.models.autoDownload
      ? 'it will be downloaded when the first video is processed (ASR_AUTO_DOWNLOAD)'
      : 'install it on the admin page «Распознавание речи» or with `npm run models:download`';
    app.log.warn({ engine: speech.engine, model }, `speech recognition model "${model}" for engine ${speech.engine} is not installed: ${next}`);
  });
}
