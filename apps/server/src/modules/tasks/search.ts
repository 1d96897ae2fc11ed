import { ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { protocolTasks, users } from '../../db/schema.ts';
import { likePattern } from '../../db/like.ts';

/** Tasks whose text or person responsible contains `search` (a list's search box). */
export function taskTextMatch(search: string): SQL {
  const pattern = likePattern(search);
  const responsible = inArray(
    protocolTasks.responsible_id,
    // A subquery, not a join: the search must never widen which tasks are visible.
    sql`(SELECT ${users.id} FROM ${users} WHERE ${users.full_name} ILIKE ${pattern})`,
  );
  return or(ilike(protocolTasks.essence, pattern), responsible)!;
}
