import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import { FILTER_PROTOCOLS_MAX, type AssignmentFilterOptions } from '@protocolist/contracts/assignments';
import type { Db } from '../../db/client.ts';
import { protocolTasks, protocols } from '../../db/schema.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { readableWhere } from '../../http/access.ts';
import { loadUserRefs } from '../users/index.ts';

/** The people responsible for, and the protocols of, the tasks the user may read. */
export async function assignmentFilterOptions(db: Db, publicUrl: string, user: CurrentUser): Promise<AssignmentFilterOptions> {
  const readable = readableWhere('task', user, protocols.secretary_id);
  const people = await db
    .selectDistinct({ id: protocolTasks.responsible_id })
    .from(protocolTasks)
    .innerJoin(protocols, eq(protocols.id, protocolTasks.protocol_id))
    .where(readable ? sql`${readable} AND ${isNotNull(protocolTasks.responsible_id)}` : isNotNull(protocolTasks.responsible_id));
  const refs = await loadUserRefs(db, publicUrl, people.map((row) => row.id!));
  const withTasks = sql`EXISTS (SELECT 1 FROM ${protocolTasks} WHERE ${protocolTasks.protocol_id} = ${protocols.id})`;
  const protocolRows = await db
    .select({ id: protocols.id, protocol_number: protocols.protocol_number, theme: protocols.theme, event_date: protocols.event_date })
    .from(protocols)
    .where(readable ? sql`${readable} AND ${withTasks}` : withTasks)
    .orderBy(desc(protocols.event_date), desc(protocols.id))
    .limit(FILTER_PROTOCOLS_MAX);
  return {
    people: [...refs.values()].sort((a, b) => a.full_name.localeCompare(b.full_name, 'ru')),
    protocols: protocolRows,
  };
}
