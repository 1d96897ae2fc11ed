import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SUGGESTION_MESSAGES,
  acceptTaskSuggestionRequest,
  suggestionParams,
  type AcceptAllResult,
  type SuggestedMember,
  type SuggestedTask,
} from '@protocolist/contracts/suggestions';
import { VALIDATION } from '@protocolist/contracts/messages';
import { eq } from 'drizzle-orm';
import { protocolMembers, protocols, users } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { loadOwned } from '../../http/access.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { idParams } from '../../http/params.ts';
import { assertDirectoryUsers, findOrCreateExternal } from '../users/index.ts';
import { personGender } from '../../lib/russian/index.ts';
import { createTask, presentTask } from '../tasks/index.ts';
import { linkSuggestionsToMember } from '../protocols/index.ts';
import { ok } from '../../http/openapi.ts';
import { taskResponse } from '@protocolist/contracts/responses/tasks';
import { acceptAllResult } from '@protocolist/contracts/responses/suggestions';
import { nothing } from '@protocolist/contracts/responses/envelope';

type Kind = 'tasks' | 'members';
const column = { tasks: 'suggested_tasks', members: 'suggested_members' } as const;

/**
 * Removes one suggestion from the protocol's list in one UPDATE that matches only while the suggestion is still
 * there, so of any number of concurrent accepts or dismissals exactly one takes it (on PostgreSQL the others wait
 * for the row and then no longer match); 404 when it is not (or no longer) there.
 */
async function takeSuggestion(app: FastifyInstance, protocolId: number, kind: Kind, suggestionId: string): Promise<void> {
  const list = column[kind];
  const { rows } = await app.database.executeSql(
    `UPDATE protocols p
        SET ${list} = COALESCE(
              (SELECT jsonb_agg(item ORDER BY position)
                 FROM jsonb_array_elements(p.${list}) WITH ORDINALITY AS e(item, position)
                WHERE item->>'id' <> $2),
              '[]'::jsonb)
      WHERE p.id = $1 AND p.${list} @> jsonb_build_array(jsonb_build_object('id', $2::text))
      RETURNING p.id`,
    [protocolId, suggestionId],
  );
  if (rows.length === 0) throw notFound(SUGGESTION_MESSAGES.notFound);
}

/** Puts a taken suggestion back (its task could not be made after all). */
async function restoreSuggestion(app: FastifyInstance, protocolId: number, kind: Kind, suggestion: object): Promise<void> {
  const list = column[kind];
  await app.database.executeSql(
    `UPDATE protocols SET ${list} = COALESCE(${list}, '[]'::jsonb) || jsonb_build_array($2::jsonb) WHERE id = $1`,
    [protocolId, JSON.stringify(suggestion)],
  );
}

/** Takes a suggestion, then runs `accept`; a failed accept puts the suggestion back for the secretary. */
async function takeThen<T>(app: FastifyInstance, protocolId: number, kind: Kind, suggestion: { id: string }, accept: () => Promise<T>): Promise<T> {
  await takeSuggestion(app, protocolId, kind, suggestion.id);
  try {
    return await accept();
  } catch (error) {
    await restoreSuggestion(app, protocolId, kind, suggestion);
    throw error;
  }
}

/**
 * Makes the suggested person a member: the directory user, or a new external member for an unknown speaker; the
 * task suggestions naming him or her get the member as their responsible.
 */
async function acceptMember(app: FastifyInstance, user: CurrentUser, protocolId: number, suggestion: SuggestedMember): Promise<number> {
  const memberId = suggestion.user_id ?? (await findOrCreateExternal(app.db, user, suggestion.full_name));
  await app.db.insert(protocolMembers).values({ protocol_id: protocolId, member_id: memberId }).onConflictDoNothing();
  const [person] = await app.db.select({ id: users.id, full_name: users.full_name }).from(users).where(eq(users.id, memberId));
  if (person) await linkSuggestionsToMember(app, protocolId, person);
  return memberId;
}

interface TaskInput {
  essence?: string;
  responsible_id?: number;
  new_responsible_name?: string;
  deadline?: string;
}

/** What a suggested task becomes (fields may be corrected); 422 when no one or no deadline is set. */
async function checkedTaskInput(app: FastifyInstance, suggestion: SuggestedTask, body: TaskInput = {}) {
  const responsibleId = body.responsible_id ?? (body.new_responsible_name ? null : suggestion.responsible_id);
  const deadline = body.deadline ?? suggestion.deadline;
  const missing: Record<string, string[]> = {};
  if (!responsibleId && !body.new_responsible_name) missing.responsible_id = [VALIDATION.required];
  if (!deadline) missing.deadline = [VALIDATION.required];
  if (Object.keys(missing).length > 0) throw unprocessable(missing);
  if (responsibleId) await assertDirectoryUsers(app.db, [responsibleId], 'responsible_id');
  return { essence: body.essence ?? suggestion.essence, responsibleId, newName: body.new_responsible_name ?? null, deadline: deadline! };
}

async function acceptTask(
  app: FastifyInstance,
  user: CurrentUser,
  protocolId: number,
  input: Awaited<ReturnType<typeof checkedTaskInput>>,
): Promise<number> {
  // Someone in no directory, named in the talk: a new external member of the protocol, and the task's owner.
  const responsibleId =
    input.responsibleId ?? (await acceptMember(app, user, protocolId, { id: '', user_id: null, full_name: input.newName!, reason: '' }));
  return createTask(app, user, protocolId, { essence: input.essence, responsible_id: responsibleId, deadline: input.deadline });
}

export async function suggestionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/protocols/:id/suggestions/tasks/:sid/accept',
    {
      schema: {
        response: ok(taskResponse, 201),
        tags: ['processing'],
        summary: 'Принять предложенное поручение (поля можно поправить; new_responsible_name — новый внешний участник)',
        params: suggestionParams,
        body: acceptTaskSuggestionRequest,
      },
    },
    async (request, reply) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const list = (protocol.suggested_tasks ?? []) as SuggestedTask[];
      const suggestion = list.find((item) => item.id === request.params.sid);
      if (!suggestion) throw notFound(SUGGESTION_MESSAGES.notFound);
      const input = await checkedTaskInput(app, suggestion, request.body ?? {});
      // Taken first, atomically: of concurrent accepts one makes the task, the others get 404.
      const taskId = await takeThen(app, protocol.id, 'tasks', suggestion, () => acceptTask(app, request.user, protocol.id, input));
      reply.code(201);
      return success(await presentTask(app, taskId), SUGGESTION_MESSAGES.taskAccepted);
    },
  );

  r.post(
    '/api/protocols/:id/suggestions/members/:sid/accept',
    {
      schema: {
        response: ok(z.object({ member_id: z.number().int() }), 201),
        tags: ['processing'],
        summary: 'Добавить предложенного участника (спикер не из справочника становится внешним участником)',
        params: suggestionParams,
      },
    },
    async (request, reply) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const list = (protocol.suggested_members ?? []) as SuggestedMember[];
      const suggestion = list.find((item) => item.id === request.params.sid);
      if (!suggestion) throw notFound(SUGGESTION_MESSAGES.notFound);
      if (suggestion.user_id !== null) await assertDirectoryUsers(app.db, [suggestion.user_id], 'member_id');
      const memberId = await takeThen(app, protocol.id, 'members', suggestion, () => acceptMember(app, request.user, protocol.id, suggestion));
      reply.code(201);
      const gender = personGender(suggestion.full_name);
      return success(
        { member_id: memberId },
        suggestion.user_id === null
          ? SUGGESTION_MESSAGES.externalAccepted(suggestion.full_name, gender)
          : SUGGESTION_MESSAGES.memberAccepted(suggestion.full_name, gender),
      );
    },
  );

  r.post(
    '/api/protocols/:id/suggestions/accept-all',
    {
      schema: {
        response: ok(acceptAllResult),
        tags: ['processing'],
        summary: '«Принять все»: всех предложенных участников и поручения с ответственным и сроком',
        params: idParams,
      },
    },
    async (request) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const members = (protocol.suggested_members ?? []) as SuggestedMember[];
      const result: AcceptAllResult = { members: 0, tasks: 0, left: 0 };
      /**
       * One suggestion at a time, each taken atomically: one taken meanwhile by another request is simply not
       * counted, and one that cannot be accepted as it stands (a person since blocked) stays for the secretary.
       */
      const accept = async (run: () => Promise<unknown>): Promise<boolean> => {
        try {
          await run();
          return true;
        } catch (error) {
          if (error instanceof HttpError && (error.statusCode === 422 || error.statusCode === 404)) {
            if (error.statusCode === 422) result.left += 1;
            return false;
          }
          throw error;
        }
      };
      for (const member of members) {
        const ok = await accept(async () => {
          if (member.user_id !== null) await assertDirectoryUsers(app.db, [member.user_id], 'member_id');
          await takeThen(app, protocol.id, 'members', member, () => acceptMember(app, request.user, protocol.id, member));
        });
        if (ok) result.members += 1;
      }
      // Read again: the members just accepted gave the tasks naming them their responsible.
      const [current] = await app.db.select({ tasks: protocols.suggested_tasks }).from(protocols).where(eq(protocols.id, protocol.id));
      const tasks = (current?.tasks ?? []) as SuggestedTask[];
      for (const task of tasks) {
        if (!task.responsible_id || !task.deadline) {
          result.left += 1;
          continue;
        }
        const ok = await accept(async () => {
          const input = await checkedTaskInput(app, task);
          await takeThen(app, protocol.id, 'tasks', task, () => acceptTask(app, request.user, protocol.id, input));
        });
        if (ok) result.tasks += 1;
      }
      const message = SUGGESTION_MESSAGES.allAccepted(result.members, result.tasks);
      return success(result, result.left > 0 ? `${message}. ${SUGGESTION_MESSAGES.allLeft(result.left)}` : message);
    },
  );

  for (const kind of ['tasks', 'members'] as const) {
    r.delete(
      `/api/protocols/:id/suggestions/${kind}/:sid`,
      { schema: { response: ok(nothing), tags: ['processing'], summary: 'Отклонить предложение', params: suggestionParams } },
      async (request) => {
        const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
        await takeSuggestion(app, protocol.id, kind, request.params.sid);
        return success({}, SUGGESTION_MESSAGES.dismissed);
      },
    );
  }
}
