import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SUGGESTION_MESSAGES,
  acceptTaskSuggestionRequest,
  suggestionParams,
  type SuggestedMember,
  type SuggestedTask,
} from '@protocolist/contracts/suggestions';
import { VALIDATION } from '@protocolist/contracts/messages';
import { protocolMembers } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { loadOwned } from '../../http/access.ts';
import { assertDirectoryUsers } from '../users/index.ts';
import { createTask } from '../tasks/index.ts';
import { presentTask } from '../tasks/index.ts';

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

export async function suggestionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/protocols/:id/suggestions/tasks/:sid/accept',
    {
      schema: {
        tags: ['processing'],
        summary: 'Принять предложенное поручение (поля можно поправить)',
        params: suggestionParams,
        body: acceptTaskSuggestionRequest,
      },
    },
    async (request, reply) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const list = (protocol.suggested_tasks ?? []) as SuggestedTask[];
      const suggestion = list.find((item) => item.id === request.params.sid);
      if (!suggestion) throw notFound(SUGGESTION_MESSAGES.notFound);
      const input = {
        essence: request.body?.essence ?? suggestion.essence,
        responsible_id: request.body?.responsible_id ?? suggestion.responsible_id,
        deadline: request.body?.deadline ?? suggestion.deadline,
      };
      const missing: Record<string, string[]> = {};
      if (!input.responsible_id) missing.responsible_id = [VALIDATION.required];
      if (!input.deadline) missing.deadline = [VALIDATION.required];
      if (Object.keys(missing).length > 0) throw unprocessable(missing);
      await assertDirectoryUsers(app.db, [input.responsible_id!], 'responsible_id');
      // Taken first, atomically: of concurrent accepts one makes the task (and its one letter), the others get 404.
      await takeSuggestion(app, protocol.id, 'tasks', suggestion.id);
      const taskId = await createTask(app, request.user, protocol.id, {
        essence: input.essence,
        responsible_id: input.responsible_id!,
        deadline: input.deadline!,
      }).catch(async (error: unknown) => {
        await restoreSuggestion(app, protocol.id, 'tasks', suggestion);
        throw error;
      });
      reply.code(201);
      return success(await presentTask(app, taskId), SUGGESTION_MESSAGES.taskAccepted);
    },
  );

  r.post(
    '/api/protocols/:id/suggestions/members/:sid/accept',
    { schema: { tags: ['processing'], summary: 'Добавить предложенного участника', params: suggestionParams } },
    async (request, reply) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const list = (protocol.suggested_members ?? []) as SuggestedMember[];
      const suggestion = list.find((item) => item.id === request.params.sid);
      if (!suggestion) throw notFound(SUGGESTION_MESSAGES.notFound);
      await assertDirectoryUsers(app.db, [suggestion.user_id], 'member_id');
      await takeSuggestion(app, protocol.id, 'members', suggestion.id);
      await app.db
        .insert(protocolMembers)
        .values({ protocol_id: protocol.id, member_id: suggestion.user_id })
        .onConflictDoNothing();
      reply.code(201);
      return success({ member_id: suggestion.user_id }, SUGGESTION_MESSAGES.memberAccepted);
    },
  );

  for (const kind of ['tasks', 'members'] as const) {
    r.delete(
      `/api/protocols/:id/suggestions/${kind}/:sid`,
      { schema: { tags: ['processing'], summary: 'Отклонить предложение', params: suggestionParams } },
      async (request) => {
        const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
        await takeSuggestion(app, protocol.id, kind, request.params.sid);
        return success({}, SUGGESTION_MESSAGES.dismissed);
      },
    );
  }
}
