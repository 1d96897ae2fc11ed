import { z } from 'zod';
import { ASSIGNMENT_STATUSES, TASK_STATUSES, TASK_STATUS_LABELS, type AssignmentStatus } from './enums.ts';
import { flag, id, pageQuery, periodFields, periodInOrder } from './fields.ts';
import type { assignmentFilterOptions, assignmentResponse, deadlineFeed } from './responses/assignments.ts';

/**
 * The register of assignments («Поручения», issue 24): every task the user may read, across protocols. A task
 * keeps its stored status (process / success / expired, as the seed has them); the register shows two more,
 * derived (docs/product-decisions.md): «Новое» — in work and not yet announced to its person (its protocol is not
 * final yet), «Срок перенесён» — in work after its deadline was moved.
 */
export { ASSIGNMENT_STATUSES, type AssignmentStatus };

export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  new: 'Новое',
  process: TASK_STATUS_LABELS.process,
  moved: 'Срок перенесён',
  expired: TASK_STATUS_LABELS.expired,
  success: TASK_STATUS_LABELS.success,
};

/**
 * What the status filter offers: each status, and «in_work» — every task still in work (Новое, В работе, Срок
 * перенесён together): the rows behind the counters «Поручения в работе» (stats tasks.process).
 */
export const ASSIGNMENT_STATUS_FILTERS = [...ASSIGNMENT_STATUSES, 'in_work'] as const;
export type AssignmentStatusFilter = (typeof ASSIGNMENT_STATUS_FILTERS)[number];
export const ASSIGNMENT_STATUS_FILTER_LABELS: Record<AssignmentStatusFilter, string> = {
  ...ASSIGNMENT_STATUS_LABELS,
  in_work: 'Все в работе',
};

export const ASSIGNMENT_SORTS = ['deadline', 'responsible', 'protocol', 'status', 'created_at'] as const;
export type AssignmentSort = (typeof ASSIGNMENT_SORTS)[number];

/** The most tasks one bulk change may name. */
export const BULK_MAX_IDS = 500;
/** The most rows one export writes: the register of a large organisation, not a dump of the database. */
export const EXPORT_MAX_ROWS = 20_000;

export const ASSIGNMENT_MESSAGES = {
  bulkDone: 'Статус изменён',
  personRequired: 'Выберите ответственного',
  tooManyRows: `Слишком много строк для выгрузки (больше ${EXPORT_MAX_ROWS}): сузьте фильтры`,
} as const;

/** Filters shared by the list and the exports; the period is of deadlines. */
export const assignmentFilters = z
  .object({
    status: z.enum(ASSIGNMENT_STATUS_FILTERS).optional(),
    overdue: flag.optional(),
    this_week: flag.optional(),
    responsible_id: id.optional(),
    protocol_id: id.optional(),
    ...periodFields,
    search: z.string().trim().max(255).optional(),
    sort: z.enum(ASSIGNMENT_SORTS).default('deadline'),
    direction: z.enum(['asc', 'desc']).default('asc'),
  })
  .refine(...periodInOrder);
export type AssignmentFilters = z.output<typeof assignmentFilters>;
export type AssignmentFiltersInput = z.input<typeof assignmentFilters>;

export const assignmentListQuery = z.intersection(pageQuery.omit({ search: true }), assignmentFilters);

export const EXPORT_FORMATS = ['xlsx', 'csv', 'ics'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const bulkStatusRequest = z.object({
  ids: z.array(id).min(1).max(BULK_MAX_IDS),
  status: z.enum(TASK_STATUSES),
});
export type BulkStatusRequest = z.input<typeof bulkStatusRequest>;

export type Assignment = z.infer<typeof assignmentResponse>;

/** The most protocols the protocol filter offers (the newest); an older one is reached by its own page's link. */
export const FILTER_PROTOCOLS_MAX = 300;

/** What the register's person and protocol filters offer: only people and protocols of tasks the user reads. */
export type AssignmentFilterOptions = z.infer<typeof assignmentFilterOptions>;

/**
 * A person's deadlines as a calendar feed (issue 24): a secret address a calendar app subscribes to without signing
 * in. One live feed per user of the register and person responsible; renewing it or revoking it stops the old one.
 */
export type DeadlineFeed = z.infer<typeof deadlineFeed>;

export const calendarFeedParams = z.object({ responsible_id: id });
export const calendarFeedTokenParams = z.object({ token: z.string().min(1).max(200) });

/** Fetches of feeds an address may make per window: a calendar app polls every few minutes to hours. */
export const CALENDAR_FEED_FETCHES_PER_IP = 120;
export const CALENDAR_FEED_LIMIT_WINDOW_MINUTES = 15;

export const CALENDAR_FEED_MESSAGES = {
  invalid: 'Ссылка на календарь недействительна: возможно, её отозвали или заменили новой',
  personNotFound: 'Ответственный не найден среди ваших поручений',
  created: 'Ссылка на календарь создана',
  renewed: 'Создана новая ссылка на календарь; прежняя больше не действует',
  revoked: 'Ссылка на календарь отозвана',
  tooManyRequests: (seconds: number) => `Слишком много запросов. Повторите через ${seconds} с`,
} as const;
