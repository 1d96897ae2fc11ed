import { z } from 'zod';
import { PROTOCOL_STAGES, PROTOCOL_STATUSES } from './enums.ts';
import { id, isoDate, optionalText, pageQuery, periodFields, periodInOrder, requiredText, time } from './fields.ts';
import { byGender, type Gender } from './person-name.ts';
import type { transcriptSegment, protocolSection, protocolVideo, protocolListItem, protocolMember, protocolResponse } from './responses/protocols.ts';

export const PROTOCOL_MESSAGES = {
  notFound: 'Протокол не найден',
  deleted: 'Протокол удалён',
  saved: 'Протокол сохранён',
  finalSaved: 'Итоговый протокол сохранён',
  userNotFound: 'Пользователь не найден',
  meetingNotFound: 'Совещание не найдено',
  memberExists: 'Уже в списке участников',
  memberNotFound: 'Участник не найден',
  memberDeleted: (name: string, gender: Gender | null) =>
    byGender(gender, { m: 'Участник удалён', f: 'Участница удалена', other: `${name} больше не в списке участников` }),
  transcriptEmpty: 'Передайте текст стенограммы (text) или её фрагменты (segments)',
  finalEmpty: 'Добавьте хотя бы один раздел',
  stageByForm: 'Чтобы перевести протокол в стадию «Итоговый», сохраните итоговый протокол',
  stageAutomatic: (label: string) => `Стадия «${label}» устанавливается автоматически при загрузке и обработке видео`,
  illegalStage: (from: string, to: string) => `Нельзя перейти из стадии «${from}» в стадию «${to}»`,
  versionConflict: 'Текст протокола уже изменён в другой вкладке или другим пользователем. Сравните версии и выберите, какую оставить',
  versionInvalid: 'Заголовок If-Match должен содержать номер версии протокола',
  textWhileProcessing: 'Видео сейчас обрабатывается: исправить стенограмму и разделы можно будет, когда обработка закончится',
  rebuildFinal: 'Протокол уже итоговый: его разделы не пересобираются. Чтобы изменить текст, верните протокол в работу',
  chairSaved: 'Председатель назначен',
  chairCleared: 'Председатель не указан',
  chairFinal: 'Председателя итогового протокола не изменить: сначала верните протокол в работу',
  chairRequired: 'Выберите председателя из справочника или из имён в записи',
} as const;

/**
 * The version of a protocol's text travels as an entity tag: `ETag: "12"` on reads, `If-Match: "12"` on the
 * saves of the transcript, sections and final text (409 when the text changed in between).
 */
export const versionTag = (version: number) => `"${version}"`;

/** The version in an If-Match header (`"12"`, `W/"12"`, `12`); null for none or `*`, NaN when unreadable. */
export function parseVersionTag(header: string | undefined | null): number | null {
  if (header === undefined || header === null || header.trim() === '' || header.trim() === '*') return null;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  return match ? Number(match[1]) : Number.NaN;
}

/** 'ЧЧ:ММ', or nothing (an empty form field counts as nothing). */
export const optionalTime = z.preprocess((v) => (v === '' ? null : v), time.nullish());

/**
 * The list's filters: a stage; in work or done (`status`, as the statistics count them); one secretary (within
 * what the reader may read: a manager's drill-down); the meeting's day from / to.
 */
export const protocolListQuery = pageQuery
  .extend({
    stage: z.enum(PROTOCOL_STAGES).optional(),
    status: z.enum(PROTOCOL_STATUSES).optional(),
    secretary_id: id.optional(),
    ...periodFields,
  })
  .refine(...periodInOrder);

export const createProtocolRequest = z.object({
  theme: requiredText(255),
  agenda: optionalText(10_000),
  event_date: isoDate,
  event_start_time: optionalTime,
  location: optionalText(255),
  city: optionalText(255),
  director_id: id.nullish(),
  meeting_id: id.nullish(),
  member_ids: z.array(id).max(500).optional(),
});
export type CreateProtocolRequest = z.input<typeof createProtocolRequest>;

/** Stage and status are not here: stage moves only through the stage machine, status follows the stage. */
export const updateProtocolRequest = z.object({
  theme: requiredText(255).optional(),
  agenda: optionalText(10_000),
  event_date: isoDate.optional(),
  event_start_time: optionalTime,
  location: optionalText(255),
  city: optionalText(255),
  director_id: id.nullish(),
  meeting_id: id.nullish(),
});
export type UpdateProtocolRequest = z.input<typeof updateProtocolRequest>;

/**
 * The chair (PUT /api/protocols/:id/chair): a directory person (`user_id`), a name heard in the recording (`name`:
 * found in the directory or made an external person), or nobody (`user_id: null`). He becomes a member too.
 */
export const setChairRequest = z
  .object({ user_id: id.nullable().optional(), name: requiredText(255).optional() })
  .superRefine((body, context) => {
    if ((body.user_id === undefined) === (body.name === undefined)) {
      context.addIssue({ code: 'custom', path: ['user_id'], message: PROTOCOL_MESSAGES.chairRequired });
    }
  });
export type SetChairRequest = z.input<typeof setChairRequest>;

export const changeStageRequest = z.object({ stage: z.enum(PROTOCOL_STAGES) });

export const addMemberRequest = z.object({ member_id: id });

export const transcriptSegmentSchema = z.object({
  start: z.number().min(0).max(1e7),
  end: z.number().min(0).max(1e7),
  speaker: z.string().trim().max(255).nullish(),
  text: z.string().max(100_000),
});

export const updateTranscriptRequest = z
  .object({
    text: z.string().max(2_000_000).optional(),
    segments: z.array(transcriptSegmentSchema).max(50_000).optional(),
  })
  .refine((v) => v.text !== undefined || v.segments !== undefined, {
    path: ['text'],
    message: PROTOCOL_MESSAGES.transcriptEmpty,
  });

export const sectionSchema = z.object({
  key: requiredText(255),
  value: z.string().max(500_000).default(''),
});

export const updateSectionsRequest = z.object({ sections: z.array(sectionSchema).max(1000) });

export const saveFinalRequest = z.object({
  final_transcript: z.array(sectionSchema).min(1, PROTOCOL_MESSAGES.finalEmpty).max(1000),
  location: requiredText(255),
  city: requiredText(255),
  event_start_time: optionalTime,
});
export type SaveFinalRequest = z.input<typeof saveFinalRequest>;

export type TranscriptSegment = z.infer<typeof transcriptSegment>;
export type ProtocolSection = z.infer<typeof protocolSection>;
export type ProtocolVideo = z.infer<typeof protocolVideo>;
export type ProtocolListItem = z.infer<typeof protocolListItem>;
export type ProtocolMember = z.infer<typeof protocolMember>;
export type Protocol = z.infer<typeof protocolResponse>;
