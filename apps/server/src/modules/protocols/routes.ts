import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { PROTOCOL_STAGE_LABELS } from '@protocolist/contracts/enums';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { ROLE_ACTIONS } from '@protocolist/contracts/policies';
import {
  PROTOCOL_MESSAGES,
  changeStageRequest,
  createProtocolRequest,
  protocolListQuery,
  updateProtocolRequest,
} from '@protocolist/contracts/protocols';
import { protocolMembers, protocols } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { conflict } from '../../http/errors.ts';
import { paged, pageRequest } from '../../http/paging.ts';
import { loadOwned } from '../../http/access.ts';
import { idParams as protocolParams } from '../../http/params.ts';
import { assertDirectoryUsers } from '../users/index.ts';
import { assertOwnMeeting } from './own-meeting.ts';
import { nextProtocolNumber } from './numbering.ts';
import { protocolListPage } from './list-query.ts';
import { presentProtocol, presentProtocolList } from './presenter.ts';
import { transitionStage } from './stages.ts';
import { assertChairChangeable, setChair } from './chair.ts';
import { ok } from '../../http/openapi.ts';
import { protocolResponse, protocolListItem } from '@protocolist/contracts/responses/protocols';
import { nothing, pagedOf } from '@protocolist/contracts/responses/envelope';

/** Protocol list, creation, the single protocol, its header fields and manual stage steps (PRODUCT.md §7). */
export async function protocolRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/protocols',
    {
      config: { keepAnswers: true },
      schema: { response: ok(pagedOf(protocolListItem)), tags: ['protocols'], summary: 'Протоколы (постранично, новые первыми)', querystring: protocolListQuery },
    },
    async (request) => {
      const query = request.query;
      const page = pageRequest(query);
      const { rows, total } = await protocolListPage(app.db, request.user, query, page);
      return success(paged(request, page, total, await presentProtocolList(app, rows)));
    },
  );

  r.post(
    '/api/protocols',
    {
      config: { roles: ROLE_ACTIONS['work.create'] },
      schema: { response: ok(protocolResponse, 201), tags: ['protocols'], summary: 'Создать протокол (секретарь)', body: createProtocolRequest },
    },
    async (request, reply) => {
      const { member_ids: memberIds = [], ...fields } = request.body;
      const secretaryId = request.user.id;
      if (fields.director_id) await assertDirectoryUsers(app.db, [fields.director_id], 'director_id');
      if (fields.meeting_id) await assertOwnMeeting(app.db, secretaryId, fields.meeting_id);
      await assertDirectoryUsers(app.db, memberIds, 'member_ids');
      const protocolId = await app.db.transaction(async (tx) => {
        const number = await nextProtocolNumber(tx, secretaryId);
        const [row] = await tx
          .insert(protocols)
          .values({ ...fields, secretary_id: secretaryId, protocol_number: number })
          .returning({ id: protocols.id });
        const members = [...new Set(memberIds)];
        if (members.length > 0) {
          await tx.insert(protocolMembers).values(members.map((member_id) => ({ protocol_id: row!.id, member_id })));
        }
        return row!.id;
      });
      reply.code(201);
      return success(await presentProtocol(app, protocolId), PROTOCOL_MESSAGES.saved);
    },
  );

  r.get(
    '/api/protocols/:id',
    { schema: { response: ok(protocolResponse), tags: ['protocols'], summary: 'Протокол целиком', params: protocolParams } },
    async (request) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'read');
      return success(await presentProtocol(app, protocol.id));
    },
  );

  r.put(
    '/api/protocols/:id',
    {
      schema: {
        response: ok(protocolResponse),
        tags: ['protocols'],
        summary: 'Изменить шапку протокола (стадия меняется только через /stage и итоговый протокол)',
        params: protocolParams,
        body: updateProtocolRequest,
      },
    },
    async (request) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const { director_id: chairId, ...fields } = request.body;
      // The chair changes only as PUT …/chair says (a form sent back with the same chair changes nothing).
      const chairChanged = chairId !== undefined && (chairId ?? null) !== protocol.director_id;
      if (chairChanged) assertChairChangeable(protocol.stage);
      if (chairId) await assertDirectoryUsers(app.db, [chairId], 'director_id');
      if (fields.meeting_id) await assertOwnMeeting(app.db, protocol.secretary_id, fields.meeting_id);
      await app.db
        .update(protocols)
        .set({ ...fields, updated_at: new Date() })
        .where(eq(protocols.id, protocol.id));
      if (chairChanged) await setChair(app, protocol.id, chairId ?? null);
      return success(await presentProtocol(app, protocol.id), PROTOCOL_MESSAGES.saved);
    },
  );

  r.delete(
    '/api/protocols/:id',
    { schema: { response: ok(nothing), tags: ['protocols'], summary: 'Удалить протокол', params: protocolParams } },
    async (request) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      await app.db.delete(protocols).where(eq(protocols.id, protocol.id));
      await deleteProtocolFiles(app, protocol);
      return success({}, PROTOCOL_MESSAGES.deleted);
    },
  );

  r.post(
    '/api/protocols/:id/stage',
    {
      schema: {
        response: ok(protocolResponse),
        tags: ['protocols'],
        summary: 'Ручной шаг стадии: «Проверен» (finish), в том числе повторное открытие итогового протокола',
        params: protocolParams,
        body: changeStageRequest,
      },
    },
    async (request) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const { stage } = request.body;
      if (stage === 'final') throw conflict(PROTOCOL_MESSAGES.stageByForm);
      if (STAGE_RULES.isAutomatic(stage)) throw conflict(PROTOCOL_MESSAGES.stageAutomatic(PROTOCOL_STAGE_LABELS[stage]));
      await transitionStage(app.db, protocol.id, stage, { expected: protocol.stage });
      return success(await presentProtocol(app, protocol.id), PROTOCOL_MESSAGES.saved);
    },
  );
}

/** The stored video, subtitles and leftover upload chunks; a storage failure must not undo the deletion. */
async function deleteProtocolFiles(app: FastifyInstance, protocol: typeof protocols.$inferSelect): Promise<void> {
  const keys = [protocol.video?.key, protocol.subtitles?.key].filter((key): key is string => Boolean(key));
  try {
    await Promise.all(keys.map((key) => app.storage.delete(key)));
    await app.storage.deletePrefix(`uploads/${protocol.id}/`);
  } catch (error) {
    app.log.warn({ err: error, protocolId: protocol.id }, 'protocol files not deleted');
  }
}
