import type { FastifyInstance } from 'fastify';
import type { EntityCounts, SecretaryStatsRow } from '@protocolist/contracts/stats';
import type { SecretaryScope } from './scope.ts';
import { avatarUrl } from '../users/index.ts';
import { personGender } from '../../lib/russian/index.ts';

/**
 * Counts come from secretary_stats, which database triggers keep equal to COUNT(*) over protocols, tasks and
 * meetings (migration 0001_stats_indexes); only «upcoming meetings» depends on the day and is counted here, on
 * the (secretary_id, event_date) index. $1 is today in the organisation timezone, $2 the scope's parameter.
 */
const SUMS = `
  coalesce(sum(protocols_process), 0)::int AS protocols_process,
  coalesce(sum(protocols_success), 0)::int AS protocols_success,
  coalesce(sum(meetings), 0)::int AS meetings,
  coalesce(sum(tasks_process), 0)::int AS tasks_process,
  coalesce(sum(tasks_success), 0)::int AS tasks_success,
  coalesce(sum(tasks_expired), 0)::int AS tasks_expired,
  coalesce(sum(keyword_hits), 0)::int AS keyword_hits`;

const PER_SECRETARY = `
  coalesce(s.protocols_process, 0) AS protocols_process,
  coalesce(s.protocols_success, 0) AS protocols_success,
  coalesce(s.meetings, 0) AS meetings,
  coalesce(s.tasks_process, 0) AS tasks_process,
  coalesce(s.tasks_success, 0) AS tasks_success,
  coalesce(s.tasks_expired, 0) AS tasks_expired,
  (SELECT count(*) FROM meetings m WHERE m.secretary_id = users.id AND m.event_date >= $1::date)::int
    AS meetings_upcoming`;

type CountRow = Record<
  | 'protocols_process'
  | 'protocols_success'
  | 'meetings'
  | 'meetings_upcoming'
  | 'tasks_process'
  | 'tasks_success'
  | 'tasks_expired',
  number
>;

function entityCounts(row: CountRow): EntityCounts {
  return {
    protocols: { in_process: row.protocols_process, success: row.protocols_success },
    meetings: { in_process: row.meetings_upcoming, success: row.meetings - row.meetings_upcoming },
    tasks: { process: row.tasks_process, success: row.tasks_success, expired: row.tasks_expired },
  };
}

/** The totals over every secretary of the scope (zeros for an empty scope), with her keyword section hits. */
export async function totalCounts(
  app: FastifyInstance,
  scope: SecretaryScope,
  today: string,
): Promise<{ counts: EntityCounts; keywordHits: number }> {
  const secretaries = `SELECT id FROM users WHERE ${scope.condition}`;
  const { rows } = await app.database.executeSql(
    `SELECT ${SUMS},
       (SELECT count(*) FROM meetings WHERE secretary_id IN (${secretaries}) AND event_date >= $1::date)::int
         AS meetings_upcoming
     FROM secretary_stats WHERE secretary_id IN (${secretaries})`,
    [today, scope.value],
  );
  const row = rows[0]!;
  return { counts: entityCounts(row as CountRow), keywordHits: row.keyword_hits as number };
}

/** One row per secretary of the scope, ordered by name. */
export async function countsPerSecretary(
  app: FastifyInstance,
  scope: SecretaryScope,
  today: string,
): Promise<SecretaryStatsRow[]> {
  const { rows } = await app.database.executeSql(
    `SELECT users.id, users.full_name, users.email, users.department, users.is_active, users.avatar_key, ${PER_SECRETARY}
     FROM users LEFT JOIN secretary_stats s ON s.secretary_id = users.id
     WHERE ${scope.condition}
     ORDER BY users.full_name, users.id`,
    [today, scope.value],
  );
  return rows.map((row) => {
    const counts = entityCounts(row as CountRow);
    const allTasks = counts.tasks.process + counts.tasks.success + counts.tasks.expired;
    return {
      id: row.id as number,
      full_name: row.full_name as string,
      email: row.email as string | null,
      department: row.department as string | null,
      is_active: row.is_active as boolean,
      gender: personGender(row.full_name as string),
      avatar: avatarUrl(app.publicUrl, row.avatar_key as string | null),
      ...counts,
      overdue_share: allTasks === 0 ? 0 : counts.tasks.expired / allTasks,
    };
  });
}

export async function keywordCount(app: FastifyInstance, secretaryId: number): Promise<number> {
  const { rows } = await app.database.executeSql(`SELECT count(*)::int AS n FROM keywords WHERE user_id = $1`, [
    secretaryId,
  ]);
  return rows[0]!.n as number;
}
