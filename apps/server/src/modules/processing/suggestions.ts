import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  SUGGESTION_MESSAGES,
  acceptTaskSuggestionRequest,
  suggestionParams,
  type SuggestedMember,
  type SuggestedTask,
} from '@protocolist/contracts/suggestions';
import { VALIDATION } from '@protocolist/contracts/messages';
import { protocolMembers, protocols } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { loadOwned } from '../../http/access.ts';
import { assertDirectoryUsers } from '../users/index.ts';
import { createTask } from '../tasks/index.ts';
import { presentTask } from '../tasks/index.ts';

type Kind = 'tasks' | 'members';
const column = { tasks: 'suggested_tasks', members: 'suggested_members' } as const;

/** Removes one suggestion from the protocol's list; returns it, or 404 when it is not there. */
async function takeSuggestion<T extends { id: string }>(
  app: FastifyInstance,
  protocolId: number,
  kind: Kind,
  suggestionId: string,
): Promise<T> {
  const [row] = await app.db.select().from(protocols).where(eq(protocols.id, protocolId));
  const list = ((row?.[column[kind]] ?? []) as T[]).slice();
  const index = list.findIndex((item) => item.id === suggestionId);
  if (index < 0) throw notFound(SUGGESTION_MESSAGES.notFound);
  const [taken] = list.splice(index, 1);
  await app.db
    .update(protocols)
    .set({ [column[kind]]: list })
    .where(eq(protocols.id, protocolId));
  return taken!;
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
      const taskId = await createTask(app, request.user, protocol.id, {
        essence: input.essence,
        responsible_id: input.responsible_id!,
        deadline: input.deadline!,
      });
      await takeSuggestion(app, protocol.id, 'tasks', suggestion.id);
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
      await app.db
        .insert(protocolMembers)
        .values({ protocol_id: protocol.id, member_id: suggestion.user_id })
        .onConflictDoNothing();
      await takeSuggestion(app, protocol.id, 'members', suggestion.id);
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
