import { z } from 'zod';
import type { publicTaskReportPage, taskReportExtract } from './responses/task-reports.ts';
import { isoDate } from './fields.ts';
import { REPORT_KINDS, type ReportKind, type ReportState } from './tasks.ts';

export { REPORT_KINDS, REPORT_STATES, type ReportKind, type ReportState, type TaskReport } from './tasks.ts';

/**
 * Reports from the people responsible for tasks through a personal link in their letters (issue 24): no account
 * needed. The link is good for one person and one task until its deadline plus REPORT_LINK_DAYS_AFTER_DEADLINE.
 */
export const REPORT_LINK_DAYS_AFTER_DEADLINE = 30;
export const REPORT_COMMENT_MAX_LENGTH = 5000;
export const REPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Extension → MIME type stored and served (the browser's own type is not trusted). */
export const REPORT_FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  txt: 'text/plain',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  zip: 'application/zip',
};
/** Public report pages an address may open, and reports it (and one link) may send, per window. */
export const REPORT_VIEWS_PER_IP = 120;
export const REPORT_SENDS_PER_IP = 60;
export const REPORT_SENDS_PER_LINK = 10;
export const REPORT_LIMIT_WINDOW_MINUTES = 15;

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  done: 'Выполнено',
  postpone: 'Нужен перенос срока',
};
export const REPORT_STATE_LABELS: Record<ReportState, string> = {
  pending: 'Ждёт решения секретаря',
  accepted: 'Принят',
  returned: 'Возвращён',
};

export const TASK_REPORT_MESSAGES = {
  invalidLink: 'Ссылка недействительна: возможно, она устарела, отозвана или задача передана другому исполнителю',
  tooManyRequests: (seconds: number) => `Слишком много запросов. Повторите через ${seconds} с`,
  alreadyReported: 'Отчёт по этой задаче уже отправлен и ждёт решения секретаря',
  closed: 'По этой задаче решение уже принято: ссылка больше ничего не меняет',
  taskDone: 'Задача уже выполнена',
  sent: 'Отчёт отправлен секретарю',
  dateRequired: 'Укажите новый срок',
  dateNotFuture: 'Новый срок должен быть позже сегодняшнего дня',
  dateNotLater: 'Новый срок должен быть позже текущего',
  fileType: 'Допустимые файлы: PDF, DOC, DOCX, XLS, XLSX, ODT, ODS, TXT, JPG, PNG, ZIP',
  fileTooLarge: `Файл больше ${REPORT_FILE_MAX_BYTES / 1024 / 1024} МБ`,
  noPendingReport: 'Нет отчёта, ждущего решения',
  accepted: 'Отчёт принят',
  returned: 'Отчёт возвращён исполнителю',
  linkRevoked: 'Ссылка отозвана',
  linkReissued: 'Новая ссылка отправлена исполнителю',
  noResponsible: 'У задачи нет ответственного с электронной почтой',
  returnCommentRequired: 'Напишите, что нужно исправить',
  reassigned: 'Задача передана другому исполнителю',
  notAnnounced: 'Исполнитель ещё не получил эту задачу: ссылка придёт вместе с итоговым протоколом',
} as const;

/** «Выполнено» with a comment, or «Нужен перенос срока» with the date proposed; JSON or a form with `file`. */
export const sendTaskReportRequest = z
  .object({
    kind: z.enum(REPORT_KINDS),
    comment: z.string().trim().max(REPORT_COMMENT_MAX_LENGTH).optional().default(''),
    proposed_deadline: z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDate.optional()),
  })
  .superRefine((value, context) => {
    if (value.kind === 'postpone' && !value.proposed_deadline) {
      context.addIssue({ code: 'custom', path: ['proposed_deadline'], message: TASK_REPORT_MESSAGES.dateRequired });
    }
  });
export type SendTaskReportRequest = z.input<typeof sendTaskReportRequest>;

export const returnTaskReportRequest = z.object({
  comment: z.string().trim().min(1, TASK_REPORT_MESSAGES.returnCommentRequired).max(REPORT_COMMENT_MAX_LENGTH),
});
export type ReturnTaskReportRequest = z.input<typeof returnTaskReportRequest>;

export const reportTokenParams = z.object({ token: z.string().min(1).max(200) });

/** What the public report page shows. */
export type PublicTaskReportPage = z.infer<typeof publicTaskReportPage>;

/**
 * «Выписка из протокола» for the question the task was given in (GET /api/task-reports/{token}/extract); null when
 * the task stands in no question of the text.
 */
export type TaskReportExtract = z.infer<typeof taskReportExtract>;
