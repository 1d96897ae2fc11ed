import { z } from 'zod';
import { id, isoDate, requiredText } from './fields.ts';
import { ESSENCE_MAX_LENGTH } from './tasks.ts';
import { byGender, type Gender } from './person-name.ts';

/** A task the processing found in the transcript, waiting for the secretary to accept or dismiss it. */
export interface SuggestedTask {
  id: string;
  essence: string;
  responsible_id: number | null;
  responsible_name: string | null;
  /**
   * The responsible in the dative, surname and initials, for «Поручить Лебедевой А.С.»: added when the protocol is
   * read (not stored); null without a name.
   */
  responsible_dative?: string | null;
  deadline: string | null;
  source: { start: number; end: number; text: string };
}

/** A person who spoke or was named and is not yet a member of the protocol. */
export interface SuggestedMember {
  id: string;
  /** Null for a speaker in no directory: accepting adds them as a new external member. */
  user_id: number | null;
  full_name: string;
  reason: string;
  /**
   * The person's grammatical gender (the server's genderOf), for «Добавлена новая внешняя участница»; null when the
   * name does not tell; absent in suggestions stored before it was added (then as null).
   */
  gender?: Gender | null;
}

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

/** «Принять все»: how many members and tasks were accepted, and the tasks left without a person or a deadline. */
export interface AcceptAllResult {
  members: number;
  tasks: number;
  left: number;
}

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
