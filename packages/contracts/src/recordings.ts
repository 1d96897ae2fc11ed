import { z } from 'zod';
import { RECORDING_STATES, type RecordingState } from './enums.ts';
import { id } from './fields.ts';
import type { liveSegment, newTakeResult, pieceResult, recordingResponse, recordingTake } from './responses/recordings.ts';

/**
 * Recording a meeting in the browser (issue 27). A protocol without media gets one recording; a recording is a
 * list of TAKES (one per MediaRecorder session: a reload or a phone waking up starts a new one, whose first piece
 * carries the container header); a take is a list of PIECES numbered from 0. The stored media is the takes decoded
 * in order and joined (no gap, no duplicate).
 */
export { RECORDING_STATES, type RecordingState };

/** The largest piece body a client may send (PUT …/pieces/:index). */
export const MAX_PIECE_BYTES = 8 * 1024 * 1024;
/** Takes are numbered from 0; so are the pieces of a take. */
export const MAX_TAKE = 999;
export const MAX_PIECE_INDEX = 100_000;
/** The header that carries a piece's SHA-256 (hex of the body). */
export const PIECE_SHA256_HEADER = 'x-piece-sha256';

export const RECORDING_MESSAGES = {
  notFound: 'Запись не найдена',
  protocolHasMedia: 'У протокола уже есть видео или аудио: новую запись начать нельзя',
  protocolFinal: 'Протокол итоговый: запись к нему начать нельзя',
  wrongStage: 'Запись можно начать только в протоколе без видео',
  notRecording: 'Запись уже остановлена',
  takeNotFound: 'Такой части записи нет: начните новую',
  pieceConflict: 'Этот фрагмент уже получен с другим содержимым',
  pieceChecksum: 'Контрольная сумма фрагмента не совпадает с его содержимым',
  pieceSha256: 'Нужна контрольная сумма SHA-256 фрагмента: 64 шестнадцатеричных знака в заголовке X-Piece-Sha256',
  pieceTooLarge: 'Фрагмент больше 8 МБ',
  mimeType: 'Неподдерживаемый формат записи: нужен audio/webm, audio/mp4, audio/ogg, video/webm или video/mp4',
  stopEmpty: 'Запись пуста: нечего обрабатывать',
  /** 409 on stop: `errors.missing` lists what is absent as 'take:index' strings (see `parseMissingPiece`). */
  piecesMissing: (count: number) => `Сервер ещё не получил ${count} фрагм. записи: отправьте их и остановите снова`,
  takesMismatch: 'Список частей записи не совпадает с тем, что получено сервером',
  stopping: 'Запись останавливается и обрабатывается',
  joinFailed: 'Не удалось склеить запись: части повреждены',
} as const;

const MIME_PATTERN = /^(audio|video)\/(webm|mp4|ogg)(\s*;\s*codecs\s*=\s*"?[A-Za-z0-9.,\s_-]{1,60}"?)?$/i;
/** What MediaRecorder says it records (`audio/webm;codecs=opus`, `audio/mp4`, …). */
export const recordingMimeType = z
  .string()
  .trim()
  .max(100, RECORDING_MESSAGES.mimeType)
  .regex(MIME_PATTERN, RECORDING_MESSAGES.mimeType)
  .transform((value) => value.toLowerCase().replace(/\s+/g, ''));

const takeNumber = z.coerce.number().int().min(0).max(MAX_TAKE);
const pieceIndex = z.coerce.number().int().min(0).max(MAX_PIECE_INDEX);

/** POST /api/recordings/:rid/takes. `take`: the client's number for it, so a retried request names the same take. */
export const newTakeBody = z.object({
  mime_type: recordingMimeType,
  take: z.number().int().min(0).max(MAX_TAKE).optional(),
});
export type NewTakeBody = z.output<typeof newTakeBody>;

export const recordingParams = z.object({ rid: id });
export const pieceParams = recordingParams.extend({ take: takeNumber, index: pieceIndex });

export const pieceSha256 = z
  .string({ error: RECORDING_MESSAGES.pieceSha256 })
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, RECORDING_MESSAGES.pieceSha256)
  .transform((value) => value.toLowerCase());

/** POST /api/recordings/:rid/stop: how many pieces each take has (the client's count). */
export const stopRecordingBody = z.object({
  takes: z
    .array(z.object({ take: takeNumber, pieces: z.number().int().min(0).max(MAX_PIECE_INDEX + 1) }))
    .max(MAX_TAKE + 1),
});
export type StopRecordingBody = z.output<typeof stopRecordingBody>;

/** A missing piece as the 409 on stop names it ('take:index'). */
export const missingPieceKey = (take: number, index: number) => `${take}:${index}`;
export function parseMissingPiece(key: string): { take: number; index: number } | null {
  const match = /^(\d+):(\d+)$/.exec(key);
  return match ? { take: Number(match[1]), index: Number(match[2]) } : null;
}

export type RecordingTake = z.infer<typeof recordingTake>;
/** An utterance recognised while recording. */
export type LiveSegment = z.infer<typeof liveSegment>;
export type Recording = z.infer<typeof recordingResponse>;
export type NewTakeResult = z.infer<typeof newTakeResult>;
export type PieceResult = z.infer<typeof pieceResult>;

/** Pushed over GET /api/events to the protocol's secretary as each utterance is recognised. */
export interface RecordingSegmentEvent {
  type: 'recording.segment';
  protocol_id: number;
  recording_id: number;
  segment: LiveSegment;
}

export interface RecordingStateEvent {
  type: 'recording.state';
  protocol_id: number;
  recording_id: number;
  state: RecordingState;
  duration_seconds: number;
}

export type RecordingEvent = RecordingSegmentEvent | RecordingStateEvent;
