import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, inArray } from 'drizzle-orm';
import { SPEAKER_MESSAGES, updateSpeakersRequest, type ProtocolSpeaker } from '@protocolist/contracts/speech';
import type { SuggestedMember } from '@protocolist/contracts/suggestions';
import { protocolMembers, protocols, users, type SpeakerName } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { unprocessable } from '../../http/errors.ts';
import { nameSpeakers, speakerLabels } from '../../pipeline/speech/speakers.ts';
import { samePersonSuggested, suggestMembers } from '../../pipeline/tasks/index.ts';
import { loadOwned } from '../../http/access.ts';
import { idParams as protocolParams } from '../../http/params.ts';
import { protocolDrafter } from '../keywords/index.ts';
import { saveProtocolText } from '../protocols/index.ts';
import { assertDirectoryUsers, directoryUsers } from '../users/index.ts';

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
 * draft: «Выступили» lines (unless the secretary edited the sections) and member suggestions.
 */
export async function speakerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/protocols/:id/speakers',
    { schema: { tags: ['processing'], summary: 'Спикеры стенограммы и их имена', params: protocolParams } },
    async (request) => success(presentSpeakers(await loadOwned(app.db, 'protocol', request.params.id, request.user, 'read'))),
  );

  r.put(
    '/api/protocols/:id/speakers',
    { schema: { tags: ['processing'], summary: 'Назвать спикеров стенограммы', params: protocolParams, body: updateSpeakersRequest } },
    async (request) => {
      const protocol = await loadOwned(app.db, 'protocol', request.params.id, request.user, 'write');
      const labels = new Set(speakerLabels(protocol.transcript ?? []).map((summary) => summary.label));
      const unknown = request.body.speakers.findIndex((speaker) => !labels.has(speaker.label));
      if (unknown >= 0) throw unprocessable({ [`speakers.${unknown}.label`]: [SPEAKER_MESSAGES.unknownLabel] });
      const userIds = request.body.speakers.flatMap((speaker) => (speaker.user_id ? [speaker.user_id] : []));
      await assertDirectoryUsers(app.db, userIds, 'user_id');
      const people = userIds.length
        ? await app.db.select({ id: users.id, full_name: users.full_name }).from(users).where(inArray(users.id, userIds))
        : [];
      const names: Record<string, SpeakerName> = { ...(protocol.speaker_names ?? {}) };
      for (const speaker of request.body.speakers) {
        const person = people.find((candidate) => candidate.id === speaker.user_id);
        if (person) names[speaker.label] = { user_id: person.id, name: person.full_name };
        else if (speaker.name) names[speaker.label] = { user_id: null, name: speaker.name };
        else delete names[speaker.label];
      }
      const named = nameSpeakers(protocol.transcript ?? [], names);
      const saved = await saveProtocolText(
        app.db,
        protocol.id,
        protocol.transcript ? { cutFrom: named } : {},
        {
          expectedVersion: null,
          draft: await protocolDrafter(app.db, protocol.secretary_id, protocol),
          also: { speaker_names: names, suggested_members: await memberSuggestions(app, protocol, named) },
        },
      );
      return success(presentSpeakers(saved), SPEAKER_MESSAGES.saved);
    },
  );
}

/** The suggestions found in the named transcript that are neither members nor suggested already. */
async function memberSuggestions(app: FastifyInstance, protocol: ProtocolRow, named: ReturnType<typeof nameSpeakers>) {
  const members = await app.db.select({ id: protocolMembers.member_id }).from(protocolMembers).where(eq(protocolMembers.protocol_id, protocol.id));
  const memberIds = new Set(members.map((member) => member.id));
  const current = (protocol.suggested_members ?? []) as SuggestedMember[];
  const directory = await app.db
    .select({ id: users.id, full_name: users.full_name })
    .from(users)
    .where(directoryUsers);
  const fresh = suggestMembers(named, directory).filter(
    (suggestion) =>
      (suggestion.user_id === null || !memberIds.has(suggestion.user_id)) && !current.some((item) => samePersonSuggested(item, suggestion)),
  );
  return [...current, ...fresh.map((suggestion) => ({ id: randomUUID(), ...suggestion }))];
}
