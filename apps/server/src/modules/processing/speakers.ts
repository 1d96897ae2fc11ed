import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, inArray } from 'drizzle-orm';
import { SPEAKER_MESSAGES, updateSpeakersRequest, type ProtocolSpeaker } from '@protocolist/contracts/speech';
import type { SuggestedMember, SuggestedTask } from '@protocolist/contracts/suggestions';
import { protocolMembers, protocols, users, type SpeakerName } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { unprocessable } from '../../http/errors.ts';
import { nameSpeakers, speakerLabels } from '../../pipeline/speech/speakers.ts';
import { loadOwned } from '../../http/access.ts';
import { idParams as protocolParams } from '../../http/params.ts';
import { protocolDrafter } from '../keywords/index.ts';
import { reviseProtocolText } from '../protocols/index.ts';
import { renamedMemberSuggestions, renamedTaskSuggestions, speakerRenames } from './speaker-suggestions.ts';
import { assertDirectoryUsers, directoryUsers } from '../users/index.ts';
import { ok } from '../../http/openapi.ts';
import { protocolSpeaker } from '@protocolist/contracts/responses/speech';

type ProtocolRow = typeof protocols.$inferSelect;

function presentSpeakers(protocol: Pick<ProtocolRow, 'transcript' | 'speaker_names'>): ProtocolSpeaker[] {
  const names = protocol.speaker_names ?? {};
  return speakerLabels(protocol.transcript ?? []).map((summary) => ({
    ...summary,
    name: names[summary.label]?.name ?? null,
    user_id: names[summary.label]?.user_id ?? null,
  }));
}

/**
 * «Спикер 1» → a member or a typed name, once for all the label's segments. The names then run through the
 * draft: «Выступили» lines (unless the secretary edited the sections), the member suggestions and the task
 * suggestions naming the speaker (speaker-suggestions.ts).
 */
export async function speakerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/protocols/:id/speakers',
    { schema: { response: ok(z.array(protocolSpeaker)), tags: ['processing'], summary: 'Спикеры стенограммы и их имена', params: protocolParams } },
    async (request) => success(presentSpeakers(await loadOwned(app.db, 'protocol', request.params.id, request.user, 'read'))),
  );

  r.put(
    '/api/protocols/:id/speakers',
    { schema: { response: ok(z.array(protocolSpeaker)), tags: ['processing'], summary: 'Назвать спикеров стенограммы', params: protocolParams, body: updateSpeakersRequest } },
    async (request) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const labels = speakerLabels(protocol.transcript ?? []).map((summary) => summary.label);
      const unknown = request.body.speakers.findIndex((speaker) => !labels.includes(speaker.label));
      if (unknown >= 0) throw unprocessable({ [`speakers.${unknown}.label`]: [SPEAKER_MESSAGES.unknownLabel] });
      const userIds = request.body.speakers.flatMap((speaker) => (speaker.user_id ? [speaker.user_id] : []));
      await assertDirectoryUsers(app.db, userIds, 'user_id');
      const people = userIds.length
        ? await app.db.select({ id: users.id, full_name: users.full_name }).from(users).where(inArray(users.id, userIds))
        : [];
      // The row is read again under a lock: names and suggestions changed meanwhile (an accept, another rename) stay.
      const saved = await reviseProtocolText(
        app.db,
        protocol.id,
        async (row, tx) => {
          const before = row.speaker_names ?? {};
          const names: Record<string, SpeakerName> = { ...before };
          for (const speaker of request.body.speakers) {
            const person = people.find((candidate) => candidate.id === speaker.user_id);
            if (person) names[speaker.label] = { user_id: person.id, name: person.full_name };
            else if (speaker.name) names[speaker.label] = { user_id: null, name: speaker.name };
            else delete names[speaker.label];
          }
          const named = nameSpeakers(row.transcript ?? [], names);
          const renames = speakerRenames(labels, before, names);
          const members = await tx.select({ id: protocolMembers.member_id }).from(protocolMembers).where(eq(protocolMembers.protocol_id, protocol.id));
          const directory = await tx.select({ id: users.id, full_name: users.full_name }).from(users).where(directoryUsers);
          return {
            change: row.transcript ? { cutFrom: named } : {},
            also: {
              speaker_names: names,
              suggested_members: renamedMemberSuggestions(
                (row.suggested_members ?? []) as SuggestedMember[],
                renames,
                named,
                directory,
                new Set(members.map((member) => member.id)),
              ),
              suggested_tasks: renamedTaskSuggestions((row.suggested_tasks ?? []) as SuggestedTask[], renames),
            },
          };
        },
        { expectedVersion: null, draft: await protocolDrafter(app.db, protocol.secretary_id, protocol) },
      );
      return success(presentSpeakers(saved), SPEAKER_MESSAGES.saved);
    },
  );
}
