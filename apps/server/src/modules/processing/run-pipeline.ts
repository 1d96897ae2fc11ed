import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { protocolMembers, protocols, users, type StoredFile } from '../../db/schema.ts';
import { extractAudio } from '../../pipeline/media/extract-audio.ts';
import { MediaError } from '../../pipeline/media/errors.ts';
import { createSpeechEngine } from '../../pipeline/speech/factory.ts';
import { SpeechError } from '../../pipeline/speech/types.ts';
import { nameSpeakers } from '../../pipeline/speech/speakers.ts';
import { suggestMembers } from '../../pipeline/tasks/index.ts';
import { refineWithLlm } from '../../pipeline/llm/refine.ts';
import { textSectionsColumn } from '../../pipeline/protocol-text/index.ts';
import { draftWith, sectionKeywords } from '../keywords/index.ts';
import { foldRu } from '../../lib/russian/index.ts';
import { getOrganizationSettings } from '../settings/index.ts';
import { directoryUsers } from '../users/index.ts';
import { diarizationModels, waitForGigaamModel } from '../speech/index.ts';

type ProtocolRow = typeof protocols.$inferSelect;
type ProtocolPatch = Partial<typeof protocols.$inferInsert>;

/** The Russian reason shown with error_video_process; internal details stay in the logs. */
/** Failures another attempt cannot fix (a file that is not media, a broken model, missing subtitles). */
export function isPermanentFailure(error: unknown): boolean {
  if (error instanceof MediaError) return error.code === 'not_media' || error.code === 'no_audio';
  if (error instanceof SpeechError) {
    return ['model_missing', 'model_invalid', 'subtitles_missing', 'subtitles_invalid'].includes(error.code);
  }
  return false;
}

/** Model problems are the administrator's to solve: the secretary reads no paths or commands. */
const MODEL_PROBLEM = 'Модель распознавания речи не готова или повреждена. Администратор видит подробности на странице «Распознавание речи»; после её исправления запустите обработку ещё раз.';

export function userFacingReason(error: unknown): string {
  if (error instanceof SpeechError && ['model_missing', 'model_invalid', 'model_download'].includes(error.code)) return MODEL_PROBLEM;
  if (error instanceof MediaError || error instanceof SpeechError) return error.message;
  return 'Не удалось обработать видео. Попробуйте запустить обработку ещё раз.';
}

/** A local file for a stored object: the object itself for local storage, else a temporary copy. */
async function localCopy(app: FastifyInstance, file: StoredFile, workDir: string): Promise<string> {
  const inPlace = app.storage.localPath(file.key);
  if (inPlace) return inPlace;
  const target = path.join(workDir, `${randomUUID()}${path.extname(file.name)}`);
  await pipeline(await app.storage.read(file.key), createWriteStream(target));
  return target;
}

/**
 * Video → audio (16 kHz mono) → speech recognition → transcript → sections → suggestions.
 * Returns the columns to save with the success stage; what the secretary edited is left as it is.
 * Progress: 0–15 % audio extraction, 15–95 % recognition, the rest analysis.
 */
export async function runPipeline(
  app: FastifyInstance,
  protocol: ProtocolRow,
  onProgress: (percent: number) => void,
  onNote: (note: string | null) => void = () => {},
): Promise<ProtocolPatch> {
  if (!protocol.video) throw new MediaError('not_media', 'У протокола нет видео');
  const workDir = path.join(app.config.dataDir, 'tmp', `process-${protocol.id}-${randomUUID()}`);
  await mkdir(workDir, { recursive: true });
  try {
    const members = await app.db
      .select({ id: users.id, full_name: users.full_name })
      .from(protocolMembers)
      .innerJoin(users, eq(users.id, protocolMembers.member_id))
      .where(eq(protocolMembers.protocol_id, protocol.id));
    const keywords = await sectionKeywords(app.db, protocol.secretary_id);
    const prompt = [...keywords.map((k) => k.title), ...members.map((m) => m.full_name)].join(', ');
    const options = protocol.processing_options ?? {};
    // A recording made in the browser was recognised while it was made: its transcript is reused as it is.
    const segments =
      options.live_transcript && protocol.transcript
        ? protocol.transcript
        : await recognize(app, protocol, workDir, { prompt, speakers: members.length > 1 ? members.length : null }, onProgress, onNote);

    // An edited transcript stays unless the secretary confirmed replacing it when she started this run.
    const keepEdited = protocol.transcript_edited && protocol.transcript && !options.replace_transcript && !options.live_transcript;
    // The names the secretary gave speaker labels feed «Выступили» and the member suggestions.
    const transcript = nameSpeakers(keepEdited ? protocol.transcript! : segments, protocol.speaker_names);
    const patch: ProtocolPatch = { processing_options: null };
    if (!keepEdited) {
      patch.transcript = segments;
      patch.transcript_edited = false;
    }
    const directory = await app.db
      .select({ id: users.id, full_name: users.full_name })
      .from(users)
      .where(directoryUsers);
    const { timezone } = await getOrganizationSettings(app);
    const [chairRow] = protocol.director_id === null
      ? []
      : await app.db.select({ full_name: users.full_name }).from(users).where(eq(users.id, protocol.director_id));
    const chairName = chairRow?.full_name ?? null;
    // The conversation model reads sections, tasks and the chair in one pass (pipeline/conversation).
    const draft = draftWith(transcript, keywords, { members, directory, chair: chairName, meetingDate: protocol.event_date, timezone });
    // The optional chat model rewords the draft (structure, numbers and names kept); the rules' draft otherwise.
    const refined = await refineWithLlm(
      { draft, members, meetingDate: protocol.event_date, theme: protocol.theme, agenda: protocol.agenda },
      app.config.llm,
    );
    if (refined.kept.length > 0) app.log.warn({ protocolId: protocol.id, kept: refined.kept }, 'LLM wording kept the rule-based draft in part');
    if (refined.summary) patch.summary = refined.summary;
    if (!protocol.sections_edited) {
      patch.sections = refined.sections;
      Object.assign(patch, textSectionsColumn({ final_transcript: protocol.final_transcript, sections: patch.sections }));
    }
    // The chair found in the meeting (who opened it, gave the floor, closed it) when the protocol names none.
    if (protocol.director_id === null && draft.chair) {
      const chair = [...members, ...directory].find((p) => foldRu(p.full_name) === foldRu(draft.chair!));
      if (chair) patch.director_id = chair.id;
    }
    const taskSuggestions = refined.tasks;
    const memberIds = new Set(members.map((m) => m.id));
    const memberSuggestions = suggestMembers(transcript, directory).filter((s) => s.user_id === null || !memberIds.has(s.user_id));
    patch.suggested_tasks = taskSuggestions.map((s) => ({ id: randomUUID(), ...s }));
    patch.suggested_members = memberSuggestions.map((s) => ({ id: randomUUID(), ...s }));
    onProgress(100);
    return patch;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Video → audio (16 kHz mono) → the engine's segments. Progress: 0–15 % audio extraction, 15–95 % recognition. */
async function recognize(
  app: FastifyInstance,
  protocol: ProtocolRow,
  workDir: string,
  hints: { prompt: string; speakers: number | null },
  onProgress: (percent: number) => void,
  onNote: (note: string | null) => void,
) {
  const input = await localCopy(app, protocol.video!, workDir);
  const subtitles = protocol.subtitles ? await localCopy(app, protocol.subtitles, workDir) : null;
  const wav = path.join(workDir, 'audio.wav');
  await extractAudio(input, wav, { onProgress: (p) => onProgress(p * 0.15) });
  const options = protocol.processing_options ?? {};
  const engine = createSpeechEngine(app.config.speech, {
    subtitlesPath: subtitles,
    engine: options.engine,
    models: app.speechModels,
    gigaamModelDir: (signal) => waitForGigaamModel(app, { signal, onWait: (note) => onNote(note) }),
    diarization: () => diarizationModels(app),
  });
  const segments = await engine.transcribe(wav, {
    language: 'ru',
    prompt: hints.prompt,
    speakers: hints.speakers,
    onProgress: (p) => {
      onNote(null);
      onProgress(15 + p * 0.8);
    },
  });
  onNote(null);
  return segments;
}
