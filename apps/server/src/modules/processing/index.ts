import type { FastifyInstance } from 'fastify';
import { startProcessingWorker } from './job.ts';
import { createProcessingQueue } from './queue.ts';

export { announceProcessingStarted, queueProcessingAfterUpload, startProcessing } from './queue.ts';
import { processingRoutes } from './routes.ts';
import { speakerRoutes } from './speakers.ts';
import { subtitlesRoutes } from './subtitles.ts';
import { suggestionRoutes } from './suggestions.ts';
import { reviveStuckProcessing } from './watchdog.ts';

const WATCHDOG_QUEUE = 'protocols.processing-watchdog';

export async function processingModule(app: FastifyInstance): Promise<void> {
  await createProcessingQueue(app);
  await processingRoutes(app);
  await subtitlesRoutes(app);
  await suggestionRoutes(app);
  await speakerRoutes(app);
  if (!app.runsWorkers) return;
  await app.boss.createQueue(WATCHDOG_QUEUE, { policy: 'singleton' });
  await app.boss.schedule(WATCHDOG_QUEUE, '* * * * *');
  await app.boss.work(WATCHDOG_QUEUE, async () => {
    await reviveStuckProcessing(app);
  });
  if (app.database.kind === 'pglite') {
    // No other process can open the embedded database, so a job still running at start belonged to this
    // server before it crashed: retry it now, before this worker starts, rather than after the heartbeat goes stale.
    await reviveStuckProcessing(app, new Date());
  } else {
    app.addHook('onReady', async () => {
      await reviveStuckProcessing(app).catch((error) => app.log.error({ err: error }, 'processing watchdog failed'));
    });
  }
  await startProcessingWorker(app);
}
