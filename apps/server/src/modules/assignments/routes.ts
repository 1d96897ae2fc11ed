import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ASSIGNMENT_MESSAGES,
  EXPORT_FORMATS,
  EXPORT_MAX_ROWS,
  assignmentFilters,
  type AssignmentFilters,
  assignmentListQuery,
  bulkStatusRequest,
} from '@protocolist/contracts/assignments';
import { rolesWithAccess } from '@protocolist/contracts/policies';
import { success } from '../../http/envelope.ts';
import { fieldError } from '../../http/errors.ts';
import { paged, pageRequest } from '../../http/paging.ts';
import { organizationToday } from '../settings/index.ts';
import { loadProtocolQuestions } from '../tasks/index.ts';
import { bulkChangeStatus } from './bulk.ts';
import { assignmentsCsv, assignmentsIcs, assignmentsXlsx } from './export.ts';
import { assignmentFilterOptions } from './filter-options.ts';
import { presentAssignments } from './presenter.ts';
import { assignmentWhere, countAssignments, selectAssignmentPage, selectAssignments } from './query.ts';
import { file, ok } from '../../http/openapi.ts';
import { assignmentFilterOptions as filterOptions, assignmentResponse, bulkStatusResult } from '@protocolist/contracts/responses/assignments';
import { pagedOf } from '@protocolist/contracts/responses/envelope';

const readers = { roles: rolesWithAccess('task', 'read') };
const writers = { roles: rolesWithAccess('task', 'write') };

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  ics: 'text/calendar; charset=utf-8',
} as const;

/** The register of assignments (issue 24): every task the user may read, across protocols. */
export async function assignmentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** The organisation's day is read (a query) only for the filters that count from it. */
  const todayIfNeeded = async (filters: AssignmentFilters) => (filters.overdue || filters.this_week ? organizationToday(app) : '');

  r.get(
    '/api/assignments',
    {
      config: readers,
      schema: {
        response: ok(pagedOf(assignmentResponse)),
        tags: ['assignments'],
        summary: 'Поручения: задачи всех протоколов, которые видит пользователь (фильтры, сортировка, постранично)',
        querystring: assignmentListQuery,
      },
    },
    async (request) => {
      const page = pageRequest(request.query);
      const today = await todayIfNeeded(request.query);
      const { total, rows } = await selectAssignmentPage(app.db, request.user, request.query, today, page);
      // Past the last page no row carries the count.
      const count = total ?? (await countAssignments(app.db, assignmentWhere(request.user, request.query, today)));
      const questions = await loadProtocolQuestions(
        app.db,
        rows.map((row) => row.protocol_id),
      );
      return success(paged(request, page, count, presentAssignments(app.publicUrl, rows, questions)));
    },
  );

  r.get(
    '/api/assignments/filters',
    {
      config: readers,
      schema: {
        response: ok(filterOptions),
        tags: ['assignments'],
        summary: 'Что предлагают фильтры поручений: ответственные и протоколы видимых задач' },
    },
    async (request) => success(await assignmentFilterOptions(app.db, app.publicUrl, request.user)),
  );

  r.get(
    '/api/assignments/export/:format',
    {
      config: readers,
      schema: {
        response: file('Выгрузка поручений', [CONTENT_TYPES.xlsx, 'text/csv', 'text/calendar']),
        tags: ['assignments'],
        summary: 'Выгрузка поручений с теми же фильтрами: XLSX, CSV (UTF-8, «;») или iCalendar со сроками одного ответственного',
        params: z.object({ format: z.enum(EXPORT_FORMATS) }),
        querystring: assignmentFilters,
      },
    },
    async (request, reply) => {
      const { format } = request.params;
      const filters = request.query;
      if (format === 'ics' && !filters.responsible_id) throw fieldError('responsible_id', ASSIGNMENT_MESSAGES.personRequired);
      const where = assignmentWhere(request.user, filters, await todayIfNeeded(filters));
      const rows = await selectAssignments(app.db, where, filters, { limit: EXPORT_MAX_ROWS + 1, offset: 0 });
      if (rows.length > EXPORT_MAX_ROWS) throw fieldError('format', ASSIGNMENT_MESSAGES.tooManyRows);
      const questions = format === 'ics' ? new Map() : await loadProtocolQuestions(app.db, rows.map((row) => row.protocol_id));
      const body =
        format === 'xlsx'
          ? await assignmentsXlsx(rows, questions)
          : format === 'csv'
            ? await assignmentsCsv(rows, questions)
            : assignmentsIcs(rows, { person: rows[0]?.responsible_name ?? '', publicUrl: app.publicUrl });
      return reply
        .type(CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="assignments.${format}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  r.post(
    '/api/assignments/bulk',
    {
      config: writers,
      schema: {
        response: ok(bulkStatusResult),
        tags: ['assignments'],
        summary: 'Сменить статус нескольких поручений сразу: все или ни одного',
        body: bulkStatusRequest,
      },
    },
    async (request) => {
      const changed = await bulkChangeStatus(app.db, request.user, request.body.ids, request.body.status);
      return success({ changed }, ASSIGNMENT_MESSAGES.bulkDone);
    },
  );
}
