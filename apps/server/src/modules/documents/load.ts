import type { FastifyInstance } from 'fastify';
import { asc, eq, inArray } from 'drizzle-orm';
import { protocolMembers, protocols, protocolTasks, users, type Section } from '../../db/schema.ts';
import { getOrganizationSettings } from '../settings/index.ts';
import type { DocumentPerson, ProtocolDocumentData } from './protocol-data.ts';

export type ProtocolRow = typeof protocols.$inferSelect;

const personColumns = {
  id: users.id,
  full_name: users.full_name,
  email: users.email,
  position: users.position,
  department: users.department,
};

const hasText = (sections: Section[] | null): sections is Section[] =>
  Array.isArray(sections) && sections.some((section) => section.value?.trim());

/** The saved final sections when they say anything, else the draft cut from the transcript, else none. */
export function documentSections(protocol: Pick<ProtocolRow, 'final_transcript' | 'sections'>): Section[] {
  if (hasText(protocol.final_transcript)) return protocol.final_transcript;
  if (hasText(protocol.sections)) return protocol.sections;
  return [];
}

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

const toPerson = (row: DocumentPerson | undefined): DocumentPerson | null =>
  row ? { full_name: row.full_name, position: row.position, department: row.department } : null;

/** Everything the protocol's documents show, read fresh from the database. */
export async function loadProtocolDocumentData(app: FastifyInstance, protocol: ProtocolRow): Promise<ProtocolDocumentData> {
  const officialIds = [protocol.secretary_id, protocol.director_id].filter((id): id is number => id !== null);
  const [organization, officials, members, tasks] = await Promise.all([
    getOrganizationSettings(app),
    app.db.select(personColumns).from(users).where(inArray(users.id, officialIds)),
    protocolMemberPeople(app, protocol.id),
    app.db
      .select({ essence: protocolTasks.essence, deadline: protocolTasks.deadline, responsible: users.full_name })
      .from(protocolTasks)
      .leftJoin(users, eq(users.id, protocolTasks.responsible_id))
      .where(eq(protocolTasks.protocol_id, protocol.id))
      .orderBy(asc(protocolTasks.id)),
  ]);
  const official = (id: number | null) => toPerson(officials.find((person) => person.id === id));
  return {
    organization_name: organization.organization_name,
    protocol_number: protocol.protocol_number,
    event_date: protocol.event_date,
    event_start_time: protocol.event_start_time,
    location: protocol.location,
    city: protocol.city,
    theme: protocol.theme,
    agenda: protocol.agenda,
    chair: official(protocol.director_id),
    secretary: official(protocol.secretary_id),
    members: members.map((member) => toPerson(member)!),
    sections: documentSections(protocol),
    tasks,
  };
}
