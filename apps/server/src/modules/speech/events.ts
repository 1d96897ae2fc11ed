import type { FastifyInstance } from 'fastify';
import { activeGigaamModel, presentModel, speechReadiness } from './service.ts';

/** Every change of a model's state or download progress goes to the administrators' open pages. */
export function publishModelChanges(app: FastifyInstance): void {
  app.speechModels.on('change', (status) => {
    void (async () => {
      const entry = app.speechModels.entry(status.id);
      const model = presentModel(entry, status, await activeGigaamModel(app));
      const { ready } = await speechReadiness(app);
      await app.events.publishToRole('admin', { type: 'speech.model', model, ready });
    })().catch((error: unknown) => app.log.warn({ err: error }, 'speech model event not published'));
  });
}
