import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  SPEECH_ENGINE_LABELS,
  SPEECH_MESSAGES,
  type SpeechModel,
  type SpeechOverview,
  type SpeechReadiness,
} from '@protocolist/contracts/speech';
import { settings } from '../../db/schema.ts';
import { probeGigaamModel } from '../../pipeline/speech/gigaam/engine.ts';
import { loadCatalog, totalBytes, type CatalogEntry } from '../../pipeline/speech/models/catalog.ts';
import { ModelManager, type ModelStatus } from '../../pipeline/speech/models/manager.ts';
import { validateModelFile } from '../../pipeline/speech/model-file.ts';

declare module 'fastify' {
  interface FastifyInstance {
    speechModels: ModelManager;
  }
}

const SETTINGS_KEY = 'speech';

/** Each kind of model is loaded once by its own engine before it counts as ready. */
async function probe(entry: CatalogEntry, dir: string): Promise<void> {
  if (entry.kind === 'gigaam') await probeGigaamModel(dir);
  if (entry.kind === 'whisper') await validateModelFile({ path: `${dir}/${entry.files[0]!.name}`, name: null, known: null });
}

export async function createSpeechModels(app: FastifyInstance): Promise<ModelManager> {
  const { models } = app.config.speech;
  const catalog = await loadCatalog(models.catalogFile, app.config.speech.whisper.modelBaseUrl);
  return new ModelManager({ dir: models.dir, catalog, mirrorUrl: models.mirrorUrl, probe });
}

/** The GigaAM model the engine uses: the admin's choice, else GIGAAM_MODEL. */
export async function activeGigaamModel(app: FastifyInstance): Promise<string> {
  const [row] = await app.db.select({ value: settings.value }).from(settings).where(eq(settings.key, SETTINGS_KEY));
  const chosen = (row?.value as { gigaam_model?: string } | undefined)?.gigaam_model;
  return chosen && app.speechModels.catalog.some((entry) => entry.id === chosen) ? chosen : app.config.speech.gigaam.model;
}

export async function setActiveGigaamModel(app: FastifyInstance, id: string): Promise<void> {
  const value = { gigaam_model: id };
  await app.db.insert(settings).values({ key: SETTINGS_KEY, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

export function presentModel(entry: CatalogEntry, status: ModelStatus, activeId: string): SpeechModel {
  return {
    id: entry.id,
    kind: entry.kind,
    title: entry.title,
    licence: entry.licence,
    page: entry.page,
    source_url: entry.source.kind === 'archive' ? entry.source.url : `${entry.source.baseUrl}/${entry.files[0]!.name}`,
    bytes: totalBytes(entry),
    state: status.state,
    received: status.received,
    total: status.total,
    error: status.error,
    active: entry.kind === 'gigaam' && entry.id === activeId,
  };
}

/** Whether the configured engine can recognise speech now (only GigaAM's managed model can be missing here). */
export async function speechReadiness(app: FastifyInstance): Promise<SpeechReadiness> {
  const { speech } = app.config;
  if (speech.engine !== 'gigaam' || speech.gigaam.modelDir) return { ready: true, notice: null };
  const status = await app.speechModels.status(await activeGigaamModel(app));
  if (status.state === 'ready') return { ready: true, notice: null };
  return { ready: false, notice: speech.models.autoDownload ? SPEECH_MESSAGES.adminNotice : SPEECH_MESSAGES.adminNoticeManual };
}

export async function speechOverview(app: FastifyInstance): Promise<SpeechOverview> {
  const { speech } = app.config;
  const active = await activeGigaamModel(app);
  const statuses = await app.speechModels.statuses();
  const readiness = await speechReadiness(app);
  return {
    engine: speech.engine,
    engine_label: SPEECH_ENGINE_LABELS[speech.engine],
    model_dir_override: speech.gigaam.modelDir !== null,
    auto_download: speech.models.autoDownload,
    ready: readiness.ready,
    notice: readiness.notice,
    models: app.speechModels.catalog.map((entry, index) => presentModel(entry, statuses[index]!, active)),
  };
}
