import { z } from 'zod';
import { performance } from 'node:perf_hooks';
import { mkdir, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLE_ACTIONS } from '@protocolist/contracts/policies';
import {
  SPEECH_ENGINE_LABELS,
  SPEECH_MESSAGES,
  activeModelRequest,
  speechModelParams,
  type SpeechCheckResult,
  type SpeechEngineChoice,
} from '@protocolist/contracts/speech';
import { success } from '../../http/envelope.ts';
import { conflict, fieldError, HttpError, notFound } from '../../http/errors.ts';
import { extractAudio } from '../../pipeline/media/extract-audio.ts';
import { readWavInfo } from '../../pipeline/media/wav.ts';
import { createSpeechEngine } from '../../pipeline/speech/factory.ts';
import { ModelError } from '../../pipeline/speech/models/errors.ts';
import { SpeechError } from '../../pipeline/speech/types.ts';
import { MediaError } from '../../pipeline/media/errors.ts';
import { presentModel, setActiveGigaamModel, speechOverview, speechReadiness, activeGigaamModel } from './service.ts';
import { ok } from '../../http/openapi.ts';
import { speechOverviewResponse, speechEngineChoice, speechReadinessResponse, speechModel, speechCheckResult } from '@protocolist/contracts/responses/speech';

const ADMIN = { roles: ROLE_ACTIONS['speech.manage'] };
/** Model archives are large (GigaAM ≈ 0.3–1 GB); a check clip is short. */
const MODEL_ARCHIVE_MAX_BYTES = 4 * 1024 ** 3;
const CHECK_CLIP_MAX_BYTES = 200 * 1024 * 1024;
const MAX_CHECK_SECONDS = 120;

function entryOr404(app: FastifyInstance, id: string) {
  try {
    return app.speechModels.entry(id);
  } catch {
    throw notFound(`Модели «${id}» нет в каталоге`);
  }
}

async function presentOne(app: FastifyInstance, id: string) {
  return presentModel(app.speechModels.entry(id), await app.speechModels.status(id), await activeGigaamModel(app));
}

export async function speechRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/speech', { config: ADMIN, schema: { response: ok(speechOverviewResponse), tags: ['speech'], summary: 'Движок распознавания речи и модели' } }, async () =>
    success(await speechOverview(app)),
  );

  r.get(
    '/api/speech/engines',
    { config: { roles: ROLE_ACTIONS['work.create'] }, schema: { response: ok(z.array(speechEngineChoice)), tags: ['speech'], summary: 'Движки, которыми можно распознать запись заново' } },
    async () => {
      const engines: SpeechEngineChoice[] = (['gigaam', 'whisper', 'openai'] as const)
        .filter((id) => id !== 'openai' || app.config.speech.openai.url)
        .map((id) => ({ id, label: SPEECH_ENGINE_LABELS[id] }));
      return success(engines);
    },
  );

  r.get(
    '/api/speech/readiness',
    { config: ADMIN, schema: { response: ok(speechReadinessResponse), tags: ['speech'], summary: 'Готово ли распознавание речи (для баннера администратора)' } },
    async () => success(await speechReadiness(app)),
  );

  r.post(
    '/api/speech/models/:id/download',
    { config: ADMIN, schema: { response: ok(speechModel, 202), tags: ['speech'], summary: 'Загрузить модель из её источника (в фоне)', params: speechModelParams } },
    async (request, reply) => {
      entryOr404(app, request.params.id);
      app.speechModels.download(request.params.id).catch((error: unknown) => request.log.warn({ err: error }, 'model download failed'));
      reply.code(202);
      return success(await presentOne(app, request.params.id), SPEECH_MESSAGES.downloadStarted);
    },
  );

  r.post(
    '/api/speech/models/:id/archive',
    {
      config: { ...ADMIN, files: { fields: { file: { maxBytes: MODEL_ARCHIVE_MAX_BYTES } } } },
      schema: {
        response: ok(speechModel),
        tags: ['speech'],
        summary: 'Установить модель из архива .tar.bz2 (multipart: file)',
        params: speechModelParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      entryOr404(app, request.params.id);
      const file = request.uploads.file;
      if (!file) throw fieldError('file', SPEECH_MESSAGES.archiveRequired);
      try {
        await app.speechModels.installArchive(request.params.id, file.path);
      } catch (error) {
        if (error instanceof ModelError && error.code === 'busy') throw conflict(SPEECH_MESSAGES.busy);
        if (error instanceof ModelError) throw fieldError('file', `Архив не подошёл: ${error.message}`);
        throw error;
      }
      return success(await presentOne(app, request.params.id), SPEECH_MESSAGES.installed);
    },
  );

  r.delete(
    '/api/speech/models/:id',
    { config: ADMIN, schema: { response: ok(speechModel), tags: ['speech'], summary: 'Удалить модель с диска', params: speechModelParams } },
    async (request) => {
      entryOr404(app, request.params.id);
      try {
        await app.speechModels.remove(request.params.id);
      } catch (error) {
        if (error instanceof ModelError && error.code === 'busy') throw conflict(SPEECH_MESSAGES.busy);
        throw error;
      }
      return success(await presentOne(app, request.params.id), SPEECH_MESSAGES.removed);
    },
  );

  r.put(
    '/api/speech/active-model',
    { config: ADMIN, schema: { response: ok(speechOverviewResponse), tags: ['speech'], summary: 'Сделать модель GigaAM основной', body: activeModelRequest } },
    async (request) => {
      const entry = entryOr404(app, request.body.model_id);
      if (entry.kind !== 'gigaam') throw fieldError('model_id', SPEECH_MESSAGES.notGigaam);
      if ((await app.speechModels.status(entry.id)).state !== 'ready') throw fieldError('model_id', SPEECH_MESSAGES.notReady);
      await setActiveGigaamModel(app, entry.id);
      return success(await speechOverview(app), SPEECH_MESSAGES.activated);
    },
  );

  r.post(
    '/api/speech/check',
    {
      config: { ...ADMIN, files: { fields: { file: { maxBytes: CHECK_CLIP_MAX_BYTES } } } },
      schema: { response: ok(speechCheckResult), tags: ['speech'], summary: 'Распознать короткую запись текущим движком (multipart: file)', consumes: ['multipart/form-data'] },
    },
    async (request) => {
      const file = request.uploads.file;
      if (!file) throw fieldError('file', SPEECH_MESSAGES.clipRequired);
      const workDir = path.join(app.config.dataDir, 'tmp', `speech-check-${randomUUID()}`);
      await mkdir(workDir, { recursive: true });
      try {
        const wav = path.join(workDir, 'clip.wav');
        try {
          await extractAudio(file.path, wav);
        } catch (error) {
          if (error instanceof MediaError) throw fieldError('file', error.message);
          throw error;
        }
        const audioSeconds = (await readWavInfo(wav)).duration;
        if (audioSeconds > MAX_CHECK_SECONDS) throw fieldError('file', SPEECH_MESSAGES.clipTooLong);
        if (!(await speechReadiness(app)).ready) throw conflict(SPEECH_MESSAGES.notReady);
        const engine = createSpeechEngine(app.config.speech, {
          models: app.speechModels,
          gigaamModelDir: async () => (app.config.speech.gigaam.modelDir ?? (await app.speechModels.readyFolder(await activeGigaamModel(app))))!,
        });
        const started = performance.now();
        let segments;
        try {
          segments = await engine.transcribe(wav, { language: 'ru' });
        } catch (error) {
          if (error instanceof SpeechError) throw new HttpError(422, error.message);
          throw error;
        }
        const seconds = (performance.now() - started) / 1000;
        const result: SpeechCheckResult = {
          text: segments.map((segment) => segment.text).join(' '),
          segments: segments.map(({ start, end, text }) => ({ start, end, text })),
          audio_seconds: audioSeconds,
          seconds,
          rtf: audioSeconds > 0 ? seconds / audioSeconds : 0,
        };
        return success(result);
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  );
}
