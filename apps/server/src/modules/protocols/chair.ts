import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { PROTOCOL_STAGES } from '@protocolist/contracts/enums';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { PROTOCOL_MESSAGES, setChairRequest } from '@protocolist/contracts/protocols';
import { protocolMembers, protocols, users } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { conflict } from '../../http/errors.ts';
import { loadOwned } from '../../http/access.ts';
import { idParams as protocolParams } from '../../http/params.ts';
import { assertDirectoryUsers, findOrCreateExternal } from '../users/index.ts';
import { presentProtocol } from './presenter.ts';
import { linkSuggestionsToMember } from './suggestion-links.ts';
import { ok } from '../../http/openapi.ts';
import { protocolResponse } from '@protocolist/contracts/responses/protocols';

const CHAIR_STAGES = PROTOCOL_STAGES.filter(STAGE_RULES.canChangeChair);

/** 409 unless the protocol's stage lets the chair change (`STAGE_RULES.canChangeChair`). */
export function assertChairChangeable(stage: (typeof PROTOCOL_STAGES)[number]): void {
  if (!STAGE_RULES.canChangeChair(stage)) throw conflict(PROTOCOL_MESSAGES.chairFinal);
}

/**
 * Makes `chairId` the chair (null: nobody) in one UPDATE guarded by the stage, so a protocol made final meanwhile
 * keeps its chair (409). The chair took part in the meeting: he becomes a member (the documents name him as chair,
 * not among those present), his member suggestions go and the task suggestions naming him become his.
 */
export async function setChair(app: FastifyInstance, protocolId: number, chairId: number | null): Promise<void> {
  const updated = await app.db
    .update(protocols)
    .set({ director_id: chairId, updated_at: new Date() })
    .where(and(eq(protocols.id, protocolId), inArray(protocols.stage, CHAIR_STAGES)))
    .returning({ id: protocols.id });
  if (updated.length === 0) throw conflict(PROTOCOL_MESSAGES.chairFinal);
  if (chairId === null) return;
  await app.db.insert(protocolMembers).values({ protocol_id: protocolId, member_id: chairId }).onConflictDoNothing();
  const [person] = await app.db.select({ id: users.id, full_name: users.full_name }).from(users).where(eq(users.id, chairId));
  if (person) await linkSuggestionsToMember(app.db, protocolId, person);
}

/** The chair of the meeting, set on the protocol page at any stage before the final one. */
export async function chairRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/protocols/:id/chair',
    {
      schema: {
        response: ok(protocolResponse),
        tags: ['protocols'],
        summary: 'Председатель: из справочника (user_id), по имени из записи (name — найдём или добавим внешнего) или никто (user_id: null)',
        params: protocolParams,
        body: setChairRequest,
      },
    },
    async (request) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      assertChairChangeable(protocol.stage);
      const { user_id: userId, name } = request.body;
      let chairId: number | null = null;
      if (name !== undefined) chairId = await findOrCreateExternal(app.db, request.user, name);
      else if (userId) {
        await assertDirectoryUsers(app.db, [userId], 'user_id');
        chairId = userId;
      }
      await setChair(app, protocol.id, chairId);
      return success(await presentProtocol(app, protocol.id), chairId === null ? PROTOCOL_MESSAGES.chairCleared : PROTOCOL_MESSAGES.chairSaved);
    },
  );
}
