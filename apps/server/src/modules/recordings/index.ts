import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { protocols, recordings } from '../../db/schema.ts';
import { LiveTakes } from './live.ts';
import { recordingRoutes } from './routes.ts';
import { STOP_LEASE_SECONDS, finishRecording } from './stop.ts';
import { takesOf } from './store.ts';

/** Recording a meeting in the browser: pieces kept as they come, a live transcript, the draft at stop (issue 27). */
export async function recordingsModule(app: FastifyInstance): Promise<void> {
  const live = new LiveTakes(app);
  app.addHook('onClose', () => live.close());
  await recordingRoutes(app, live);
  if (!app.runsWorkers) return;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onClose', () => clearInterval(sweep));
  // After a restart: takes being recorded are decoded again from their stored pieces, and stops finished.
  app.addHook('onReady', async () => {
    const open = await app.db.select().from(recordings).where(eq(recordings.state, 'recording'));
    for (const recording of open) {
      const [protocol] = await app.db.select().from(protocols).where(eq(protocols.id, recording.protocol_id));
      if (!protocol) continue;
      for (const take of await takesOf(app, recording.id)) {
        live
          .kick({ recordingId: recording.id, protocolId: protocol.id, secretaryId: protocol.secretary_id }, take.take)
          .catch((error: unknown) => app.log.warn({ err: error, recordingId: recording.id }, 'live decoding not resumed'));
      }
    }
    await finishStops(app, live);
    // A stop whose process died while another was up: its lease runs out and this sweep takes it over.
    sweep = setInterval(() => {
      finishStops(app, live).catch((error: unknown) => app.log.warn({ err: error }, 'stops not swept'));
    }, (STOP_LEASE_SECONDS * 1000) / 3);
    sweep.unref();
  });
}

/** Finishes the stops no live process is doing (each claims its lease first; one held elsewhere is left alone). */
async function finishStops(app: FastifyInstance, live: LiveTakes): Promise<void> {
  const stopping = await app.db.select({ id: recordings.id }).from(recordings).where(eq(recordings.state, 'stopping'));
  for (const recording of stopping) void finishRecording(app, live, recording.id);
}
