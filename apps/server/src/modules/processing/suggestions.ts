import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  SUGGESTION_MESSAGES,
  acceptTaskSuggestionRequest,
  suggestionParams,
  type AcceptAllResult,
  type SuggestedMember,
  type SuggestedTask,
} from '@protocolist/contracts/suggestions';
import { VALIDATION } from '@protocolist/contracts/messages';
import { protocolMembers, protocols } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { loadOwned } from '../../http/access.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { idParams } from '../../http/params.ts';
import { assertDirectoryUsers, findOrCreateExternal } from '../users/index.ts';
import { createTask, presentTask } from '../tasks/index.ts';

type Kind = 'tasks' | 'members';
const column = { tasks: 'suggested_tasks', members: 'suggested_members' } as const;

/** Removes suggestions from the protocol's list; 404 when one asked for is not there. */
async function takeSuggestions(app: FastifyInstance, protocolId: number, kind: Kind, suggestionIds: readonly string[]): Promise<void> {
  const [row] = await app.db.select().from(protocols).where(eq(protocols.id, protocolId));
  const list = (row?.[column[kind]] ?? []) as { id: string }[];
  if (suggestionIds.some((id) => !list.some((item) => item.id === id))) throw notFound(SUGGESTION_MESSAGES.notFound);
  await app.db
    .update(protocols)
    .set({ [column[kind]]: list.filter((item) => !suggestionIds.includes(item.id)) })
    .where(eq(protocols.id, protocolId));
}

/** Makes the suggested person a member: the directory user, or a new external member for an unknown speaker. */
async function acceptMember(app: FastifyInstance, user: CurrentUser, protocolId: number, suggestion: SuggestedMember): Promise<number> {
  let memberId = suggestion.user_id;
  if (memberId === null) memberId = await findOrCreateExternal(app.db, user, suggestion.full_name);
  else await assertDirectoryUsers(app.db, [memberId], 'member_id');
  await app.db.insert(protocolMembers).values({ protocol_id: protocolId, member_id: memberId }).onConflictDoNothing();
  return memberId;
}

interface TaskInput {
  essence?: string;
  responsible_id?: number;
  new_responsible_name?: string;
  deadline?: string;
}

/** Creates the task of a suggestion (fields may be corrected); 422 when no one or no deadline is set. */
async function acceptTask(
  app: FastifyInstance,
  user: CurrentUser,
  protocolId: number,
  suggestion: SuggestedTask,
  body: TaskInput = {},
): Promise<number> {
  let responsibleId = body.responsible_id ?? suggestion.responsible_id;
  const deadline = body.deadline ?? suggestion.deadline;
  const missing: Record<string, string[]> = {};
  if (!responsibleId && !body.new_responsible_name) missing.responsible_id = [VALIDATION.required];
  if (!deadline) missing.deadline = [VALIDATION.required];
  if (Object.keys(missing).length > 0) throw unprocessable(missing);
  if (!body.responsible_id && body.new_responsible_name) {
    // Someone in no directory, named in the talk: a new external member of the protocol, and the task's owner.
    responsibleId = await acceptMember(app, user, protocolId, {
      id: suggestion.id,
      user_id: null,
      full_name: body.new_responsible_name,
      reason: '',
    });
  }
  return createTask(app, user, protocolId, { essence: body.essence ?? suggestion.essence, responsible_id: responsibleId!, deadline: deadline! });
}

export async function suggestionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/protocols/:id/suggestions/tasks/:sid/accept',
    {
      schema: {
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
      const taskId = await acceptTask(app, request.user, protocol.id, suggestion, request.body ?? {});
      await takeSuggestions(app, protocol.id, 'tasks', [suggestion.id]);
      reply.code(201);
      return success(await presentTask(app, taskId), SUGGESTION_MESSAGES.taskAccepted);
    },
  );

  r.post(
    '/api/protocols/:id/suggestions/members/:sid/accept',
    {
      schema: {
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
      const memberId = await acceptMember(app, request.user, protocol.id, suggestion);
      await takeSuggestions(app, protocol.id, 'members', [suggestion.id]);
      reply.code(201);
      return success(
        { member_id: memberId },
        suggestion.user_id === null ? SUGGESTION_MESSAGES.externalAccepted : SUGGESTION_MESSAGES.memberAccepted,
      );
    },
  );

  r.post(
    '/api/protocols/:id/suggestions/accept-all',
    {
      schema: {
        tags: ['processing'],
        summary: '«Принять все»: всех предложенных участников и поручения с ответственным и сроком',
        params: idParams,
      },
    },
    async (request) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const members = (protocol.suggested_members ?? []) as SuggestedMember[];
      const tasks = (protocol.suggested_tasks ?? []) as SuggestedTask[];
      const acceptedMembers: string[] = [];
      const acceptedTasks: string[] = [];
      // A suggestion that cannot be accepted as it stands (a person since blocked, no deadline) stays for the secretary.
      const tryAccept = async (run: () => Promise<unknown>) => {
        try {
          await run();
          return true;
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 422) return false;
          throw error;
        }
      };
      for (const member of members) {
        if (await tryAccept(() => acceptMember(app, request.user, protocol.id, member))) acceptedMembers.push(member.id);
      }
      for (const task of tasks) {
        if (!task.responsible_id || !task.deadline) continue;
        if (await tryAccept(() => acceptTask(app, request.user, protocol.id, task))) acceptedTasks.push(task.id);
      }
      await takeSuggestions(app, protocol.id, 'members', acceptedMembers);
      await takeSuggestions(app, protocol.id, 'tasks', acceptedTasks);
      const result: AcceptAllResult = {
        members: acceptedMembers.length,
        tasks: acceptedTasks.length,
        left: members.length + tasks.length - acceptedMembers.length - acceptedTasks.length,
      };
      const message = SUGGESTION_MESSAGES.allAccepted(result.members, result.tasks);
      return success(result, result.left > 0 ? `${message}. ${SUGGESTION_MESSAGES.allLeft(result.left)}` : message);
    },
  );

  for (const kind of ['tasks', 'members'] as const) {
    r.delete(
      `/api/protocols/:id/suggestions/${kind}/:sid`,
      { schema: { tags: ['processing'], summary: 'Отклонить предложение', params: suggestionParams } },
      async (request) => {
        const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
        await takeSuggestions(app, protocol.id, kind, [request.params.sid]);
        return success({}, SUGGESTION_MESSAGES.dismissed);
      },
    );
  }
}
