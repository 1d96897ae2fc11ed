import { z } from 'zod';
import { id, isoDate, requiredText } from './fields.ts';
import { ESSENCE_MAX_LENGTH } from './tasks.ts';
import { byGender, type Gender } from './person-name.ts';
import type { suggestedTask, suggestedMember, acceptAllResult } from './responses/suggestions.ts';

export const SUGGESTION_MESSAGES = {
  notFound: 'Предложение не найдено',
  taskAccepted: 'Поручение добавлено',
  memberAccepted: (name: string, gender: Gender | null | undefined) =>
    byGender(gender, { m: 'Участник добавлен', f: 'Участница добавлена', other: `${name} теперь в списке участников` }),
  externalAccepted: (name: string, gender: Gender | null | undefined) =>
    byGender(gender, {
      m: 'Добавлен новый внешний участник',
      f: 'Добавлена новая внешняя участница',
      other: `${name} теперь среди внешних участников`,
    }),
  allAccepted: (members: number, tasks: number) => `Принято: участников — ${members}, поручений — ${tasks}`,
  allLeft: (left: number) => `Осталось уточнить предложений: ${left}`,
  dismissed: 'Предложение отклонено',
  subtitlesSaved: 'Файл стенограммы прикреплён',
  subtitlesRemoved: 'Файл стенограммы откреплён',
  subtitlesInvalid: 'Нужен файл субтитров WebVTT (.vtt) или SRT (.srt) с текстом и временем',
} as const;

export const suggestionParams = z.object({ id, sid: z.string().min(1).max(64) });

/** The secretary may correct a suggested task before accepting it; missing fields come from the suggestion. */
export const acceptTaskSuggestionRequest = z
  .object({
    essence: requiredText(ESSENCE_MAX_LENGTH).optional(),
    responsible_id: id.optional(),
    /** A person in no directory: becomes a new external member and the task's responsible (when no id is given). */
    new_responsible_name: requiredText(255).optional(),
    deadline: isoDate.optional(),
  })
  .default({});

export type SuggestedTask = z.infer<typeof suggestedTask>;
export type SuggestedMember = z.infer<typeof suggestedMember>;
export type AcceptAllResult = z.infer<typeof acceptAllResult>;
