import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { PROTOCOL_MESSAGES, addMemberRequest } from '@protocolist/contracts/protocols';
import { protocolMembers, users } from '../../db/schema.ts';
import { personGender } from '../../lib/russian/index.ts';
import { success } from '../../http/envelope.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { loadUserRefs } from '../users/index.ts';
import { loadOwned } from '../../http/access.ts';
import { idParams as protocolParams } from '../../http/params.ts';
import { assertDirectoryUsers } from '../users/index.ts';
import { listProtocolMembers } from './presenter.ts';
import { linkSuggestionsToMember } from './suggestion-links.ts';
import { ok } from '../../http/openapi.ts';
import { protocolMember } from '@protocolist/contracts/responses/protocols';
import { nothing } from '@protocolist/contracts/responses/envelope';

/** Who took part in the meeting (PRODUCT.md §7): a person is a member of many protocols, once in each. */
export async function protocolMemberRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/protocols/:id/members',
    { schema: { response: ok(z.array(protocolMember)), tags: ['protocols'], summary: 'Участники протокола', params: protocolParams } },
    async (request) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'read');
      return success(await listProtocolMembers(app, protocol.id));
    },
  );

  r.post(
    '/api/protocols/:id/members',
    {
      schema: { response: ok(protocolMember, 201), tags: ['protocols'], summary: 'Добавить участника', params: protocolParams, body: addMemberRequest },
    },
    async (request, reply) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const memberId = request.body.member_id;
      await assertDirectoryUsers(app.db, [memberId], 'member_id');
      const [row] = await app.db
        .insert(protocolMembers)
        .values({ protocol_id: protocol.id, member_id: memberId })
        .onConflictDoNothing()
        .returning({ id: protocolMembers.id });
      if (!row) throw unprocessable({ member_id: [PROTOCOL_MESSAGES.memberExists] });
      const refs = await loadUserRefs(app.db, app.publicUrl, [memberId]);
      await linkSuggestionsToMember(app.db, protocol.id, refs.get(memberId)!);
      reply.code(201);
      return success({ id: row.id, member: refs.get(memberId)! });
    },
  );

  r.delete(
    '/api/protocols/members/:id',
    { schema: { response: ok(nothing), tags: ['protocols'], summary: 'Убрать участника (id записи участника)', params: protocolParams } },
    async (request) => {
      const [member] = await app.db
        .select({ id: protocolMembers.id, protocol_id: protocolMembers.protocol_id, full_name: users.full_name })
        .from(protocolMembers)
        .innerJoin(users, eq(users.id, protocolMembers.member_id))
        .where(eq(protocolMembers.id, request.params.id));
      if (!member) throw notFound(PROTOCOL_MESSAGES.memberNotFound);
      await loadOwned(app.db, 'protocol', member.protocol_id, request.user, 'write', {
        notFound: PROTOCOL_MESSAGES.memberNotFound,
      });
      await app.db
        .delete(protocolMembers)
        .where(and(eq(protocolMembers.id, member.id), eq(protocolMembers.protocol_id, member.protocol_id)));
      return success({}, PROTOCOL_MESSAGES.memberDeleted(member.full_name, personGender(member.full_name)));
    },
  );
}
