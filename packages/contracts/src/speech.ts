import { z } from 'zod';
import { MAX_ID } from './fields.ts';
import type { speechModel, speechOverviewResponse, speechReadinessResponse, speechCheckResult, speechEngineChoice, protocolSpeaker } from './responses/speech.ts';
import { SPEECH_ENGINES, MODEL_STATES } from './enums.ts';
export { SPEECH_ENGINES, MODEL_STATES };

/** Speech recognition: engines, models and their states (admin page «Распознавание речи», processing). */
export type SpeechEngineName = (typeof SPEECH_ENGINES)[number];

export const SPEECH_ENGINE_LABELS: Record<SpeechEngineName, string> = {
  gigaam: 'GigaAM (sherpa-onnx, на этом сервере)',
  whisper: 'Whisper (whisper.cpp, на этом сервере)',
  openai: 'Внешний сервер, совместимый с OpenAI',
  subtitles: 'Только файлы стенограмм (без распознавания)',
};

export type ModelState = (typeof MODEL_STATES)[number];

export const MODEL_STATE_LABELS: Record<ModelState, string> = {
  absent: 'не загружена',
  downloading: 'загружается',
  verifying: 'проверка',
  ready: 'готова',
  error: 'ошибка',
};

export type ModelKind = 'gigaam' | 'whisper' | 'diarization-segmentation' | 'diarization-embedding';

/** Pushed over GET /api/events to administrators whenever a model's state or download progress changes. */
export interface SpeechModelEvent {
  type: 'speech.model';
  model: SpeechModel;
  ready: boolean;
}

/** POST /api/protocols/:id/process-video: a re-run may pick its engine and replace an edited transcript. */
export const processVideoRequest = z
  .object({
    engine: z.enum(SPEECH_ENGINES).optional(),
    /** The secretary confirmed replacing the transcript she edited; without it an edited transcript stays. */
    replace_transcript: z.boolean().optional(),
  })
  .nullish();
export type ProcessVideoRequest = z.input<typeof processVideoRequest>;

export const speechModelParams = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/).max(100) });
export const activeModelRequest = z.object({ model_id: z.string().min(1).max(100) });

export const SPEECH_MESSAGES = {
  downloadStarted: 'Загрузка модели началась',
  installed: 'Модель проверена и установлена',
  removed: 'Модель удалена',
  activated: 'Модель выбрана основной',
  notGigaam: 'Основной можно сделать только модель GigaAM',
  notReady: 'Сначала загрузите модель: она ещё не готова',
  busy: 'Эта модель сейчас загружается: дождитесь окончания',
  archiveRequired: 'Выберите файл архива модели (.tar.bz2)',
  clipRequired: 'Выберите короткую запись для проверки',
  clipTooLong: 'Для проверки нужна запись не длиннее 2 минут',
  /** What the secretary reads while her protocol waits: no paths, no commands. */
  waiting: 'Ждёт модель распознавания речи: обработка начнётся сама, как только модель будет готова',
  waitingDownload: (percent: number) => `Ждёт модель распознавания речи: она загружается (${percent} %), обработка начнётся сама`,
  waitingCheck: 'Ждёт модель распознавания речи: она проверяется, обработка начнётся сама',
  /** The admin's banner (a link to «Распознавание речи» follows it), while the model loads itself when first needed. */
  adminNotice: 'Модель распознавания речи ещё не загружена: она загрузится сама при обработке первого видео, или загрузите её заранее.',
  /** The admin's banner when models are not downloaded by themselves (ASR_AUTO_DOWNLOAD off). */
  adminNoticeManual: 'Модель распознавания речи не загружена, а сама она не загрузится: пока её нет, видео не обрабатываются.',
} as const;

/** Megabytes as model sources list them (10⁶ bytes): GigaAM v3 RNN-T is «232 МБ». */
export function megabytes(bytes: number): number {
  return Math.max(1, Math.round(bytes / 1_000_000));
}

/** A model's size as its source lists it: «232 МБ», from a thousand megabytes on «1,5 ГБ». */
export function modelSizeLabel(bytes: number): string {
  const mb = megabytes(bytes);
  return mb < 1000 ? `${mb} МБ` : `${(mb / 1000).toFixed(1).replace('.', ',')} ГБ`;
}

/** «43 % · 100 из 232 МБ» */
export function downloadProgressLabel(received: number | null, total: number | null): string {
  const mb = (bytes: number) => Math.round(bytes / 1_000_000);
  if (received === null) return '';
  if (!total) return `${mb(received)} МБ`;
  return `${Math.floor((received / total) * 100)} % · ${mb(received)} из ${mb(total)} МБ`;
}

export const updateSpeakersRequest = z.object({
  speakers: z
    .array(
      z.object({
        label: z.string().trim().min(1).max(255),
        /** A directory user; their full name becomes the name. */
        user_id: z.number().int().positive().max(MAX_ID).nullish(),
        /** A typed name (guest, external speaker); empty with no user_id: the label stays unnamed. */
        name: z.string().trim().max(255).nullish(),
      }),
    )
    .max(200),
});
export type UpdateSpeakersRequest = z.input<typeof updateSpeakersRequest>;

export const SPEAKER_MESSAGES = {
  saved: 'Имена спикеров сохранены',
  unknownLabel: 'В стенограмме нет такого спикера',
} as const;

export type SpeechModel = z.infer<typeof speechModel>;
export type SpeechOverview = z.infer<typeof speechOverviewResponse>;
export type SpeechReadiness = z.infer<typeof speechReadinessResponse>;
export type SpeechCheckResult = z.infer<typeof speechCheckResult>;
export type SpeechEngineChoice = z.infer<typeof speechEngineChoice>;
export type ProtocolSpeaker = z.infer<typeof protocolSpeaker>;
