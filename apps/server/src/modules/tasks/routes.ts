import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  TASK_MESSAGES,
  createTaskRequest,
  protocolTasksQuery,
  taskListQuery,
  updateTaskRequest,
} from '@protocolist/contracts/tasks';
import type { TaskStatus } from '@protocolist/contracts/enums';
import { protocolTasks, protocols } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { paged, pageRequest } from '../../http/paging.ts';
import { loadOwned, readableWhere } from '../../http/access.ts';
import { idParams as protocolParams } from '../../http/params.ts';
import { presentTask, presentTasks, selectTasks } from './presenter.ts';
import { createTask, updateTask } from './service.ts';
import { getOrganizationSettings } from '../settings/index.ts';
import { taskTextMatch } from './search.ts';
import { ok } from '../../http/openapi.ts';
import { taskResponse } from '@protocolist/contracts/responses/tasks';
import { nothing, pagedOf } from '@protocolist/contracts/responses/envelope';

/** Overdue first, then in work, then done; within each, the nearest deadline first. */
const taskOrder = [
  sql`CASE ${protocolTasks.status} WHEN 'expired' THEN 0 WHEN 'process' THEN 1 ELSE 2 END`,
  asc(protocolTasks.deadline),
  asc(protocolTasks.id),
];

interface TaskFilters {
  status?: TaskStatus;
  search?: string;
  secretary_id?: number;
  from?: string;
  to?: string;
  as_of?: string;
}

/**
 * A task's status at the end of day `asOf` (organisation time zone `timezone`), read the way the weekly chart's
 * steps are kept (migration 0001, stats_task_steps): its last recorded change by then, none counting before the
 * task's creation, the later record winning at the same moment; without one, «в работе». Null if created later.
 */
function statusAsOf(asOf: string, timezone: string): SQL {
  const end = sql`((${asOf}::date + 1)::timestamp AT TIME ZONE ${timezone})`;
  const since = sql`greatest(c.created_at, ${protocolTasks.created_at})`;
  return sql`CASE WHEN ${protocolTasks.created_at} < ${end} THEN coalesce(
    (SELECT c.status FROM task_status_changes c WHERE c.task_id = ${protocolTasks.id} AND ${since} < ${end}
     ORDER BY ${since} DESC, c.created_at DESC, c.id DESC LIMIT 1), 'process') END`;
}

function filters(query: TaskFilters, timezone = 'UTC'): SQL[] {
  const conditions: SQL[] = [];
  if (query.as_of) {
    const status = statusAsOf(query.as_of, timezone);
    conditions.push(query.status ? sql`${status} = ${query.status}` : sql`${status} IS NOT NULL`);
  } else if (query.status) conditions.push(eq(protocolTasks.status, query.status));
  // Narrows what the reader sees anyway (readableWhere stays): one secretary's tasks, deadlines in a period.
  if (query.secretary_id) conditions.push(eq(protocols.secretary_id, query.secretary_id));
  if (query.from) conditions.push(gte(protocolTasks.deadline, query.from));
  if (query.to) conditions.push(lte(protocolTasks.deadline, query.to));
  if (query.search) conditions.push(taskTextMatch(query.search));
  return conditions;
}

/** Protocol tasks (PRODUCT.md §7): per protocol, and all of the caller's in one list. */
export async function taskRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/protocols/tasks',
    {
      schema: {
        response: ok(pagedOf(taskResponse)),
        tags: ['tasks'],
        summary: 'Все задачи, которые видит пользователь (просроченные, в работе, выполненные; постранично)',
        querystring: taskListQuery,
      },
    },
    async (request) => {
      const page = pageRequest(request.query);
      const timezone = request.query.as_of ? (await getOrganizationSettings(app)).timezone : 'UTC';
      const where = and(readableWhere('task', request.user, protocols.secretary_id), ...filters(request.query, timezone));
      const [{ total } = { total: 0 }] = await app.db
        .select({ total: count() })
        .from(protocolTasks)
        .innerJoin(protocols, eq(protocols.id, protocolTasks.protocol_id))
        .where(where);
      const rows = await selectTasks(app)
        .where(where)
        .orderBy(...taskOrder)
        .limit(page.limit)
        .offset(page.offset);
      return success(paged(request, page, total, await presentTasks(app, rows)));
    },
  );

  r.get(
    '/api/protocols/:id/tasks',
    {
      schema: { response: ok(z.array(taskResponse)), tags: ['tasks'], summary: 'Задачи протокола', params: protocolParams, querystring: protocolTasksQuery },
    },
    async (request) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'read');
      const rows = await selectTasks(app)
        .where(and(eq(protocolTasks.protocol_id, protocol.id), ...filters(request.query)))
        .orderBy(...taskOrder);
      return success(await presentTasks(app, rows));
    },
  );

  r.post(
    '/api/protocols/:id/tasks',
    {
      schema: { response: ok(taskResponse, 201), tags: ['tasks'], summary: 'Поручить задачу', params: protocolParams, body: createTaskRequest },
    },
    async (request, reply) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const taskId = await createTask(app, request.user, protocol.id, request.body);
      reply.code(201);
      return success(await presentTask(app, taskId));
    },
  );

  r.put(
    '/api/protocols/tasks/:id',
    {
      schema: {
        response: ok(taskResponse),
        tags: ['tasks'],
        summary: 'Изменить задачу: статус, суть, срок, ответственного',
        params: protocolParams,
        body: updateTaskRequest,
      },
    },
    async (request) => {
      const task = await loadOwned(app.db, 'task', request.params.id, request.user, 'write');
      await updateTask(app, request.user, task, request.body);
      return success(await presentTask(app, task.id));
    },
  );

  r.delete(
    '/api/protocols/tasks/:id',
    { schema: { response: ok(nothing), tags: ['tasks'], summary: 'Удалить задачу', params: protocolParams } },
    async (request) => {
      const task = await loadOwned(app.db, 'task', request.params.id, request.user, 'write');
      await app.db.delete(protocolTasks).where(eq(protocolTasks.id, task.id));
      return success({}, TASK_MESSAGES.deleted);
    },
  );
}
