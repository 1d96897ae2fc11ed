import { z } from 'zod';
import { MODEL_STATES, SPEECH_ENGINES } from '../enums.ts';

export const modelKind = z.enum(['gigaam', 'whisper', 'diarization-segmentation', 'diarization-embedding']);

export const speechModel = z
  .object({
    id: z.string(),
    kind: modelKind,
    title: z.string(),
    licence: z.string(),
    page: z.string(),
    /** Where the files (or the archive an administrator may upload) come from. */
    source_url: z.string(),
    bytes: z.number(),
    state: z.enum(MODEL_STATES),
    received: z.number().nullable(),
    total: z.number().nullable(),
    error: z.string().nullable(),
    /** The model the engine uses (for GigaAM: the admin's choice, else GIGAAM_MODEL). */
    active: z.boolean(),
  })
  .meta({ id: 'SpeechModel' });

export const speechOverviewResponse = z.object({
  engine: z.enum(SPEECH_ENGINES),
  engine_label: z.string(),
  /** GIGAAM_MODEL_DIR is set: the managed models are not used by the engine. */
  model_dir_override: z.boolean(),
  auto_download: z.boolean(),
  /** The engine can recognise speech now. */
  ready: z.boolean(),
  /** Why not, in a sentence for the administrator (no paths, no commands). */
  notice: z.string().nullable(),
  models: z.array(speechModel),
});

/** What a signed-in admin's every page asks: is speech recognition usable? */
export const speechReadinessResponse = z.object({
  ready: z.boolean(),
  notice: z.string().nullable(),
});

export const speechCheckResult = z.object({
  text: z.string(),
  segments: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })),
  /** Seconds of audio in the clip. */
  audio_seconds: z.number(),
  /** Seconds the recognition took. */
  seconds: z.number(),
  /** Real-time factor: seconds of work per second of audio. */
  rtf: z.number(),
});

/** Engines a secretary may choose for a re-run on this server. */
export const speechEngineChoice = z.object({
  id: z.enum(SPEECH_ENGINES),
  label: z.string(),
});

/** A speaker label of the transcript («Спикер 1», or a name from the subtitles) and who the secretary says it is. */
export const protocolSpeaker = z.object({
  label: z.string(),
  /** The name given to the label, else null. */
  name: z.string().nullable(),
  /** The member (directory user) the label was given to, else null. */
  user_id: z.number().int().nullable(),
  segments: z.number().int(),
  seconds: z.number(),
  /** The label's first words, to recognise the voice by. */
  sample: z.string(),
});
