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

/** Reports of the people responsible (issue 24): their kinds and states. */
export const REPORT_KINDS = ['done', 'postpone'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_STATES = ['pending', 'accepted', 'returned'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
