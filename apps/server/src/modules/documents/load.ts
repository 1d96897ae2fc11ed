import type { FastifyInstance } from 'fastify';
import { asc, eq, inArray } from 'drizzle-orm';
import { protocolMembers, protocols, protocolTasks, users } from '../../db/schema.ts';
import { buildProtocolText } from '../../pipeline/protocol-text/index.ts';
import { getOrganizationSettings } from '../settings/index.ts';
import { todayIn } from '../../lib/time-zones.ts';
import type { DocumentPerson, ProtocolDocumentData } from './protocol-data.ts';

export type ProtocolRow = typeof protocols.$inferSelect;

const personColumns = {
  id: users.id,
  full_name: users.full_name,
  email: users.email,
  position: users.position,
  department: users.department,
  role: users.role,
};

export async function findProtocol(app: FastifyInstance, id: number): Promise<ProtocolRow | undefined> {
  const [protocol] = await app.db.select().from(protocols).where(eq(protocols.id, id));
  return protocol;
}

/** Members in the order they were added, with their e-mail addresses (for sending the protocol). */
export async function protocolMemberPeople(app: FastifyInstance, protocolId: number) {
  return app.db
    .select(personColumns)
    .from(protocolMembers)
    .innerJoin(users, eq(users.id, protocolMembers.member_id))
    .where(eq(protocolMembers.protocol_id, protocolId))
    .orderBy(asc(protocolMembers.id));
}

type PersonRow = Awaited<ReturnType<typeof protocolMemberPeople>>[number];

const toPerson = (row: PersonRow): DocumentPerson => ({
  id: row.id,
  full_name: row.full_name,
  position: row.position,
  department: row.department,
  invited: row.role === 'external',
});

/** Everything the protocol's documents show, read fresh from the database; the text from pipeline/protocol-text. */
export async function loadProtocolDocumentData(app: FastifyInstance, protocol: ProtocolRow): Promise<ProtocolDocumentData> {
  const officialIds = [protocol.secretary_id, protocol.director_id].filter((id): id is number => id !== null);
  const [organization, officials, members, tasks] = await Promise.all([
    getOrganizationSettings(app),
    app.db.select(personColumns).from(users).where(inArray(users.id, officialIds)),
    protocolMemberPeople(app, protocol.id),
    app.db
      .select({ essence: protocolTasks.essence, deadline: protocolTasks.deadline, responsible: users.full_name, question: protocolTasks.question })
      .from(protocolTasks)
      .leftJoin(users, eq(users.id, protocolTasks.responsible_id))
      .where(eq(protocolTasks.protocol_id, protocol.id))
      .orderBy(asc(protocolTasks.id)),
  ]);
  const official = (id: number | null) => {
    const row = officials.find((person) => person.id === id);
    return row ? toPerson(row) : null;
  };
  const chair = official(protocol.director_id);
  const secretary = official(protocol.secretary_id);
  const people = [...members.map((member) => member.full_name), chair?.full_name ?? '', secretary?.full_name ?? ''];
  const number =
    organization.protocol_numbering === 'yearly'
      ? protocol.document_number === null
        ? null
        : String(protocol.document_number)
      : String(protocol.protocol_number);
  return {
    organization_name: organization.organization_name,
    number,
    protocol_number: protocol.protocol_number,
    event_date: protocol.event_date,
    event_start_time: protocol.event_start_time,
    location: protocol.location,
    city: protocol.city,
    theme: protocol.theme,
    chair,
    secretary,
    members: members.map(toPerson),
    text: buildProtocolText({
      agenda: protocol.agenda,
      final_transcript: protocol.final_transcript,
      sections: protocol.sections,
      people,
      tasks,
    }),
    issued_on: todayIn(organization.timezone),
  };
}
