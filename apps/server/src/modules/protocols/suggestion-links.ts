import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { SuggestedMember, SuggestedTask } from '@protocolist/contracts/suggestions';
import { protocols } from '../../db/schema.ts';
import { namesPerson } from '../../pipeline/tasks/index.ts';

export interface NewMember {
  id: number;
  full_name: string;
}

/**
 * Someone has just become a member of the protocol (an accepted suggestion, the member picker, the chair): the
 * suggestions of that person as a member go (nobody is suggested twice), and every pending task suggestion naming
 * him or her without a person yet («Лебедевой», «Лебедева Анна») gets the member as its responsible, so that
 * «Принять все» then accepts it.
 *
 * Which suggestions name the person is read first; the lists are then changed in one UPDATE over the lists as they
 * are at that moment, by suggestion id: an accept or dismissal that ran meanwhile is neither undone nor repeated.
 */
export async function linkSuggestionsToMember(app: FastifyInstance, protocolId: number, person: NewMember): Promise<void> {
  const [row] = await app.db
    .select({ members: protocols.suggested_members, tasks: protocols.suggested_tasks })
    .from(protocols)
    .where(eq(protocols.id, protocolId));
  if (!row) return;
  const members = (row.members ?? []) as SuggestedMember[];
  const tasks = (row.tasks ?? []) as SuggestedTask[];
  const staleMembers = members
    .filter((member) => member.user_id === person.id || (member.user_id === null && namesPerson(member.full_name, person)))
    .map((member) => member.id);
  const linkedTasks = tasks
    .filter((task) => task.responsible_id === null && task.responsible_name !== null && namesPerson(task.responsible_name, person))
    .map((task) => task.id);
  if (staleMembers.length === 0 && linkedTasks.length === 0) return;
  await app.database.executeSql(
    `UPDATE protocols p
        SET suggested_members = COALESCE(
              (SELECT jsonb_agg(item ORDER BY position)
                 FROM jsonb_array_elements(p.suggested_members) WITH ORDINALITY AS e(item, position)
                WHERE NOT ($2::jsonb ? (item->>'id'))),
              CASE WHEN p.suggested_members IS NULL THEN NULL ELSE '[]'::jsonb END),
            suggested_tasks = COALESCE(
              (SELECT jsonb_agg(
                        CASE WHEN $3::jsonb ? (item->>'id') AND jsonb_typeof(item->'responsible_id') IS DISTINCT FROM 'number'
                             THEN item || jsonb_build_object('responsible_id', $4::int, 'responsible_name', $5::text)
                             ELSE item END
                        ORDER BY position)
                 FROM jsonb_array_elements(p.suggested_tasks) WITH ORDINALITY AS e(item, position)),
              p.suggested_tasks)
      WHERE p.id = $1`,
    [protocolId, JSON.stringify(staleMembers), JSON.stringify(linkedTasks), person.id, person.full_name],
  );
}
