import { eq } from 'drizzle-orm';
import type { SuggestedMember, SuggestedTask } from '@protocolist/contracts/suggestions';
import { SUGGESTION_MESSAGES } from '@protocolist/contracts/suggestions';
import type { Db } from '../../db/client.ts';
import { protocols } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { namesPerson } from '../../pipeline/tasks/index.ts';
import { lockProtocol } from './commands.ts';

export interface NewMember {
  id: number;
  full_name: string;
}

export type SuggestionKind = 'tasks' | 'members';
type SuggestionOf<K extends SuggestionKind> = K extends 'tasks' ? SuggestedTask : SuggestedMember;
const listColumn = { tasks: 'suggested_tasks', members: 'suggested_members' } as const;

/**
 * Takes the suggestion `suggestionId` off the protocol's list and runs `accept` with it (the task, the member it
 * becomes), all in one transaction on the protocol's row locked: of concurrent accepts and dismissals exactly one
 * finds it there (the others wait for the lock, then get 404), and a failure anywhere in `accept` leaves the
 * suggestion where it was, in its place, with nothing half-made. Without `accept` it is a dismissal.
 */
export async function takeSuggestion<K extends SuggestionKind, T = void>(
  db: Db,
  protocolId: number,
  kind: K,
  suggestionId: string,
  accept?: (tx: Db, suggestion: SuggestionOf<K>) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const row = await lockProtocol(tx, protocolId);
    const list = (row[listColumn[kind]] ?? []) as SuggestionOf<K>[];
    const suggestion = list.find((item) => item.id === suggestionId);
    if (!suggestion) throw notFound(SUGGESTION_MESSAGES.notFound);
    await tx
      .update(protocols)
      .set({ [listColumn[kind]]: list.filter((item) => item !== suggestion) })
      .where(eq(protocols.id, protocolId));
    return accept ? accept(tx, suggestion) : (undefined as T);
  });
}

/**
 * Someone has just become a member of the protocol (an accepted suggestion, the member picker, the chair): the
 * suggestions of that person as a member go (nobody is suggested twice), and every pending task suggestion naming
 * him or her without a person yet («Лебедевой», «Лебедева Анна») gets the member as its responsible, so that
 * «Принять все» then accepts it. On the row locked (inside the caller's transaction when `db` is one): an accept
 * or dismissal running meanwhile is neither undone nor repeated.
 */
export async function linkSuggestionsToMember(db: Db, protocolId: number, person: NewMember): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ members: protocols.suggested_members, tasks: protocols.suggested_tasks })
      .from(protocols)
      .where(eq(protocols.id, protocolId))
      .for('update');
    if (!row) return;
    const members = (row.members ?? null) as SuggestedMember[] | null;
    const tasks = (row.tasks ?? null) as SuggestedTask[] | null;
    const stale = (member: SuggestedMember) =>
      member.user_id === person.id || (member.user_id === null && namesPerson(member.full_name, person));
    const naming = (task: SuggestedTask) =>
      task.responsible_id === null && task.responsible_name !== null && namesPerson(task.responsible_name, person);
    if (!members?.some(stale) && !tasks?.some(naming)) return;
    await tx
      .update(protocols)
      .set({
        suggested_members: members && members.filter((member) => !stale(member)),
        suggested_tasks:
          tasks && tasks.map((task) => (naming(task) ? { ...task, responsible_id: person.id, responsible_name: person.full_name } : task)),
      })
      .where(eq(protocols.id, protocolId));
  });
}
