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
import { presentTask, taskCreator } from '../tasks/index.ts';
import { linkSuggestionsToMember, takeSuggestion } from '../protocols/index.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/openapi.ts';
import { taskResponse } from '@protocolist/contracts/responses/tasks';
import { acceptAllResult } from '@protocolist/contracts/responses/suggestions';
import { nothing } from '@protocolist/contracts/responses/envelope';

/**
 * Makes the suggested person a member, inside the accept's transaction `tx`: the directory user, or a new external
 * member for an unknown speaker; the task suggestions naming him or her get the member as their responsible.
 */
async function acceptMember(tx: Db, user: CurrentUser, protocolId: number, suggestion: Pick<SuggestedMember, 'user_id' | 'full_name'>): Promise<number> {
  const memberId = suggestion.user_id ?? (await findOrCreateExternal(tx, user, suggestion.full_name));
  await tx.insert(protocolMembers).values({ protocol_id: protocolId, member_id: memberId }).onConflictDoNothing();
  const [person] = await tx.select({ id: users.id, full_name: users.full_name }).from(users).where(eq(users.id, memberId));
  if (person) await linkSuggestionsToMember(tx, protocolId, person);
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
  return {
    essence: body.essence ?? suggestion.essence,
    responsibleId,
    newName: body.new_responsible_name ?? null,
    deadline: deadline!,
    // Where it was said: the task is tied to the question being discussed then.
    sourceSecond: typeof suggestion.source?.start === 'number' ? suggestion.source.start : null,
  };
}

/**
 * Takes the task suggestion and makes its task in one transaction on the protocol's row locked (`takeSuggestion`):
 * of concurrent accepts one makes the task, the others get 404; a failure on the way leaves the suggestion as it was
 * and makes no member, no person and no task.
 */
async function acceptTask(app: FastifyInstance, user: CurrentUser, protocolId: number, suggestionId: string, input: Awaited<ReturnType<typeof checkedTaskInput>>): Promise<number> {
  const createTask = await taskCreator(app, user);
  return takeSuggestion(app.db, protocolId, 'tasks', suggestionId, async (tx) => {
    // Someone in no directory, named in the talk: a new external member of the protocol, and the task's owner.
    const responsibleId = input.responsibleId ?? (await acceptMember(tx, user, protocolId, { user_id: null, full_name: input.newName! }));
    return createTask(tx, protocolId, { essence: input.essence, responsible_id: responsibleId, deadline: input.deadline, source_second: input.sourceSecond });
  });
}

/** Takes the member suggestion and makes the member in one transaction on the protocol's row locked. */
function acceptSuggestedMember(app: FastifyInstance, user: CurrentUser, protocolId: number, suggestionId: string): Promise<number> {
  return takeSuggestion(app.db, protocolId, 'members', suggestionId, (tx, suggestion) => acceptMember(tx, user, protocolId, suggestion));
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
      const taskId = await acceptTask(app, request.user, protocol.id, suggestion.id, input);
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
      const memberId = await acceptSuggestedMember(app, request.user, protocol.id, suggestion.id);
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
       * One suggestion at a time, each in its own transaction: one taken meanwhile by another request is simply not
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
          await acceptSuggestedMember(app, request.user, protocol.id, member.id);
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
          await acceptTask(app, request.user, protocol.id, task.id, input);
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
        await takeSuggestion(app.db, protocol.id, kind, request.params.sid);
        return success({}, SUGGESTION_MESSAGES.dismissed);
      },
    );
  }
}
