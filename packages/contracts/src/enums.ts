export const ROLES = ['admin', 'manager', 'secretary', 'external'] as const;
export type Role = (typeof ROLES)[number];

export const PROTOCOL_STAGES = [
  'no_video',
  'video_uploaded',
  'video_process',
  'success_video_process',
  'error_video_process',
  'finish',
  'final',
] as const;
export type ProtocolStage = (typeof PROTOCOL_STAGES)[number];

export const PROTOCOL_STATUSES = ['process', 'success'] as const;
export type ProtocolStatus = (typeof PROTOCOL_STATUSES)[number];

export const TASK_STATUSES = ['process', 'success', 'expired'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  process: 'В работе',
  success: 'Выполнено',
  expired: 'Просрочено',
};

export const PROTOCOL_STAGE_LABELS: Record<ProtocolStage, string> = {
  no_video: 'Без видео',
  video_uploaded: 'Видео загружено',
  video_process: 'Обработка видео',
  success_video_process: 'Видео обработано',
  error_video_process: 'Ошибка обработки',
  finish: 'Проверен',
  final: 'Итоговый',
};

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Администратор',
  manager: 'Руководитель',
  secretary: 'Секретарь',
  external: 'Внешний участник',
};

/** A person's role as a label about them: «Внешняя участница» for a woman (gender by the name, `person-name.ts`). */
export function roleLabelOf(role: Role, gender: 'm' | 'f' | null | undefined): string {
  return role === 'external' && gender === 'f' ? 'Внешняя участница' : ROLE_LABELS[role];
}

/** Kept here, in the leaf module, so that the response schemas (responses/) read them without an import cycle. */
/** Speech engines and the states of a model (labels in speech.ts). */
export const SPEECH_ENGINES = ['gigaam', 'whisper', 'openai', 'subtitles'] as const;
export const MODEL_STATES = ['absent', 'downloading', 'verifying', 'ready', 'error'] as const;
/** What search finds (labels in search.ts). */
export const SEARCH_KINDS = ['protocol', 'transcript', 'task', 'meeting'] as const;
/**
 * How protocols are numbered on their documents: `yearly` — one sequence per calendar year for the whole
 * organisation, given when the final version is first saved (ГОСТ Р 7.0.97-2025); `secretary` — each secretary's
 * own running number, as before.
 */
export const PROTOCOL_NUMBERINGS = ['yearly', 'secretary'] as const;

/** Reports of the people responsible (issue 24): their kinds and states. */
export const REPORT_KINDS = ['done', 'postpone'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_STATES = ['pending', 'accepted', 'returned'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
/** The register's statuses of a task (labels in assignments.ts): the stored three and two derived. */
export const ASSIGNMENT_STATUSES = ['new', 'process', 'moved', 'expired', 'success'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
/** A browser recording's states (recordings.ts). */
export const RECORDING_STATES = ['recording', 'stopping', 'stopped'] as const;
export type RecordingState = (typeof RECORDING_STATES)[number];
