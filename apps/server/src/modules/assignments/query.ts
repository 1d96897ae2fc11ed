import { and, asc, desc, eq, gte, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AssignmentFilters, AssignmentStatus, AssignmentStatusFilter } from '@protocolist/contracts/assignments';
import type { Db } from '../../db/client.ts';
import { protocolTasks, protocols, taskDeadlineChanges, taskReports, users } from '../../db/schema.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { readableWhere } from '../../http/access.ts';
import { addDays } from '../../lib/time-zones.ts';
import { taskTextMatch } from '../tasks/index.ts';

const responsible = alias(users, 'responsible');

const moved = sql`EXISTS (SELECT 1 FROM ${taskDeadlineChanges} WHERE ${taskDeadlineChanges.task_id} = ${protocolTasks.id})`;
const inWork = eq(protocolTasks.status, 'process');

/** The register's status of a task, from its stored one (see ASSIGNMENT_STATUSES). */
const derivedStatus = sql<AssignmentStatus>`CASE
  WHEN ${protocolTasks.status} <> 'process' THEN ${protocolTasks.status}
  WHEN ${moved} THEN 'moved'
  WHEN ${protocolTasks.assignment_mailed_at} IS NULL THEN 'new'
  ELSE 'process' END`;

const STATUS_WHERE: Record<AssignmentStatusFilter, SQL> = {
  in_work: inWork,
  success: eq(protocolTasks.status, 'success'),
  expired: eq(protocolTasks.status, 'expired'),
  moved: and(inWork, moved)!,
  new: and(inWork, sql`NOT ${moved}`, sql`${protocolTasks.assignment_mailed_at} IS NULL`)!,
  process: and(inWork, sql`NOT ${moved}`, sql`${protocolTasks.assignment_mailed_at} IS NOT NULL`)!,
};

/** Monday of the week `today` falls in (ISO weeks, as a Russian calendar shows them). */
function weekStart(today: string): string {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, -weekday);
}

function filterWhere(filters: AssignmentFilters, today: string): SQL[] {
  const where: SQL[] = [];
  if (filters.status) where.push(STATUS_WHERE[filters.status]);
  if (filters.overdue) where.push(ne(protocolTasks.status, 'success'), lt(protocolTasks.deadline, today));
  if (filters.this_week) {
    const monday = weekStart(today);
    where.push(gte(protocolTasks.deadline, monday), lte(protocolTasks.deadline, addDays(monday, 6)));
  }
  if (filters.responsible_id) where.push(eq(protocolTasks.responsible_id, filters.responsible_id));
  if (filters.protocol_id) where.push(eq(protocolTasks.protocol_id, filters.protocol_id));
  if (filters.from) where.push(gte(protocolTasks.deadline, filters.from));
  if (filters.to) where.push(lte(protocolTasks.deadline, filters.to));
  if (filters.search) where.push(taskTextMatch(filters.search));
  return where;
}

const STATUS_ORDER = sql`CASE ${derivedStatus} WHEN 'expired' THEN 0 WHEN 'moved' THEN 1 WHEN 'new' THEN 2 WHEN 'process' THEN 3 ELSE 4 END`;

/** What the register sorts by before the deadline and id (none for the deadline sort). */
function sortKeys(filters: AssignmentFilters): SQL[] {
  const keys: Record<AssignmentFilters['sort'], SQL[]> = {
    deadline: [],
    responsible: [sql`${responsible.full_name}`],
    protocol: [sql`${protocols.event_date}`, sql`${protocols.protocol_number}`],
    status: [STATUS_ORDER],
    created_at: [sql`${protocolTasks.created_at}`],
  };
  return keys[filters.sort];
}

function orderBy(filters: AssignmentFilters): SQL[] {
  const dir = filters.direction === 'desc' ? desc : asc;
  const first: Record<AssignmentFilters['sort'], SQL[]> = {
    deadline: [],
    responsible: [dir(responsible.full_name)],
    protocol: [dir(protocols.event_date), dir(protocols.protocol_number)],
    status: [dir(STATUS_ORDER)],
    created_at: [dir(protocolTasks.created_at)],
  };
  return [...first[filters.sort], dir(protocolTasks.deadline), dir(protocolTasks.id)];
}

export interface AssignmentRow {
  id: number;
  responsible_id: number | null;
  responsible_name: string | null;
  essence: string;
  deadline: string;
  status: AssignmentStatus;
  question: number | null;
  deadline_changes: number;
  protocol_id: number;
  protocol_number: number;
  protocol_theme: string;
  protocol_date: string;
  secretary_id: number;
  created_at: Date;
}

const columns = {
  id: protocolTasks.id,
  responsible_id: protocolTasks.responsible_id,
  responsible_name: responsible.full_name,
  essence: protocolTasks.essence,
  deadline: protocolTasks.deadline,
  status: derivedStatus,
  question: protocolTasks.question,
  deadline_changes: sql<number>`(SELECT count(*)::int FROM ${taskDeadlineChanges} WHERE ${taskDeadlineChanges.task_id} = ${protocolTasks.id})`,
  protocol_id: protocols.id,
  protocol_number: protocols.protocol_number,
  protocol_theme: protocols.theme,
  protocol_date: protocols.event_date,
  secretary_id: protocols.secretary_id,
  created_at: protocolTasks.created_at,
};

/** The tasks of the register the user may read (the access policy's 'task' scope), filtered. */
export function assignmentWhere(user: CurrentUser, filters: AssignmentFilters, today: string): SQL | undefined {
  return and(readableWhere('task', user, protocols.secretary_id), ...filterWhere(filters, today));
}

export async function countAssignments(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(protocolTasks)
    .innerJoin(protocols, eq(protocols.id, protocolTasks.protocol_id))
    .where(where);
  return row?.total ?? 0;
}

export function selectAssignments(
  db: Db,
  where: SQL | undefined,
  filters: AssignmentFilters,
  page: { limit: number; offset: number },
): Promise<AssignmentRow[]> {
  return db
    .select(columns)
    .from(protocolTasks)
    .innerJoin(protocols, eq(protocols.id, protocolTasks.protocol_id))
    .leftJoin(responsible, eq(responsible.id, protocolTasks.responsible_id))
    .where(where)
    .orderBy(...orderBy(filters))
    .limit(page.limit)
    .offset(page.offset);
}

/** A row of the register's page: the task with its person's short form and the report waiting for a decision. */
export interface AssignmentPageRow extends AssignmentRow {
  responsible_email: string | null;
  responsible_role: (typeof users.$inferSelect)['role'] | null;
  responsible_department: string | null;
  responsible_position: string | null;
  responsible_avatar_key: string | null;
  report: typeof taskReports.$inferSelect | null;
}

const pendingReport = alias(taskReports, 'pending_report');

/**
 * One page of the register and the count of all its rows, in one statement: the inner query orders the matching
 * task ids alone (the columns a sort needs, nothing else) and counts them in the same pass (a window count); only
 * the page's rows are then read in full, with their derived status, person and waiting report. Returns total null
 * when the page is past the last (no row carries the count): the caller counts then.
 */
export async function selectAssignmentPage(
  db: Db,
  user: CurrentUser,
  filters: AssignmentFilters,
  today: string,
  page: { limit: number; offset: number },
): Promise<{ total: number | null; rows: AssignmentPageRow[] }> {
  const order = orderBy(filters);
  const [first = sql`NULL`, second = sql`NULL`] = sortKeys(filters);
  // Every matching task with its sort keys and their count, in no order: PostgreSQL plans this part alone (a
  // window function keeps it from being merged into the outer query), so it reads the matching ids the cheapest
  // way (a team's through the protocol index) instead of walking all tasks in deadline order. Each join the
  // filters and the sort do not need is left out (every task has its protocol: an admin's count needs none).
  let matching = db
    .select({
      id: sql<number>`${protocolTasks.id}`.as('m_id'),
      deadline: sql<string>`${protocolTasks.deadline}`.as('m_deadline'),
      first: sql`${first}`.as('m_first'),
      second: sql`${second}`.as('m_second'),
      total: sql<number>`count(*) OVER ()`.as('m_total'),
    })
    .from(protocolTasks)
    .$dynamic();
  if (readableWhere('task', user, protocols.secretary_id) !== undefined || filters.sort === 'protocol') {
    matching = matching.innerJoin(protocols, eq(protocols.id, protocolTasks.protocol_id));
  }
  if (filters.sort === 'responsible') matching = matching.leftJoin(responsible, eq(responsible.id, protocolTasks.responsible_id));
  const matched = matching.where(assignmentWhere(user, filters, today)).as('matched');
  const dir = filters.direction === 'desc' ? desc : asc;
  const pageIds = db
    .select({ id: matched.id, total: matched.total })
    .from(matched)
    .orderBy(dir(matched.first), dir(matched.second), dir(matched.deadline), dir(matched.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  const rows = await db
    .select({
      ...columns,
      total: pageIds.total,
      responsible_email: responsible.email,
      responsible_role: responsible.role,
      responsible_department: responsible.department,
      responsible_position: responsible.position,
      responsible_avatar_key: responsible.avatar_key,
      report: pendingReport,
    })
    .from(pageIds)
    .innerJoin(protocolTasks, eq(protocolTasks.id, pageIds.id))
    .innerJoin(protocols, eq(protocols.id, protocolTasks.protocol_id))
    .leftJoin(responsible, eq(responsible.id, protocolTasks.responsible_id))
    .leftJoin(pendingReport, and(eq(pendingReport.task_id, protocolTasks.id), eq(pendingReport.state, 'pending')))
    .orderBy(...order);
  return { total: rows[0] ? Number(rows[0].total) : null, rows };
}
