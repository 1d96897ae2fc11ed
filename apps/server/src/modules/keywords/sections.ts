import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { protocolMembers, users, type TranscriptSegment } from '../../db/schema.ts';
import { todayIn } from '../../lib/time-zones.ts';
import { draftMeeting, type ConversationContext, type ConversationDraft } from '../../pipeline/conversation/index.ts';
import type { BuiltSection, SectionKeyword, TranscriptSegmentInput } from '../../pipeline/sections/build-sections.ts';
import { ensureDefaultKeywords, listKeywords } from './store.ts';

/** The keywords that cut a secretary's transcripts (the defaults, the first time). */
export async function sectionKeywords(db: Db, secretaryId: number): Promise<SectionKeyword[]> {
  await ensureDefaultKeywords(db, secretaryId);
  return listKeywords(db, secretaryId);
}

/** What the draft of a protocol is read against: its date, members and chair. */
export interface DraftProtocol {
  id: number;
  event_date: string;
  director_id: number | null;
}

type Person = { id: number; full_name: string };

/**
 * The people a protocol's draft may name here: its members and its chair when set. The directory (everyone the
 * secretary may pick) is the users module's policy, which depends on this module; processing passes it to `draftWith`
 * itself, where tasks are suggested. The sections name people by their speaker labels and the members.
 */
async function protocolPeople(db: Db, protocol: DraftProtocol | null): Promise<{ members: Person[]; chair: string | null }> {
  if (!protocol) return { members: [], chair: null };
  const members = await db
    .select({ id: users.id, full_name: users.full_name })
    .from(protocolMembers)
    .innerJoin(users, eq(users.id, protocolMembers.member_id))
    .where(eq(protocolMembers.protocol_id, protocol.id));
  let chair: string | null = null;
  if (protocol.director_id !== null) {
    const [row] = await db.select({ full_name: users.full_name }).from(users).where(eq(users.id, protocol.director_id));
    chair = row?.full_name ?? null;
  }
  return { members, chair };
}

/**
 * The draft of a meeting (sections, task suggestions, chair): the conversation model of `pipeline/conversation`,
 * the one rule for every path that drafts (processing, a rebuild, a keyword change, the keyword preview).
 */
export function draftWith(
  transcript: readonly TranscriptSegmentInput[] | string,
  keywords: readonly SectionKeyword[],
  context: Partial<Omit<ConversationContext, 'keywords'>>,
): ConversationDraft {
  const timezone = context.timezone ?? 'Europe/Moscow';
  return draftMeeting(transcript, {
    keywords,
    timezone,
    meetingDate: context.meetingDate ?? todayIn(timezone),
    members: context.members ?? [],
    directory: context.directory ?? [],
    chair: context.chair ?? null,
  });
}

/**
 * The drafter of a protocol's sections: its secretary's current keywords and the conversation model. With the
 * protocol, its members, chair and date are read too (names, deadlines); without it, the speakers' labels only.
 * Read once, so a command can cut inside its transaction without querying.
 */
export async function protocolDrafter(
  db: Db,
  secretaryId: number,
  protocol: DraftProtocol | null = null,
  /** The secretary's keywords when already read (many protocols cut one after another). */
  keywords?: SectionKeyword[],
): Promise<(transcript: readonly TranscriptSegment[]) => BuiltSection[]> {
  keywords ??= await sectionKeywords(db, secretaryId);
  const people = await protocolPeople(db, protocol);
  return (transcript) =>
    transcript.length === 0 ? [] : draftWith(transcript, keywords, { ...people, meetingDate: protocol?.event_date }).sections;
}

/** Draft sections of a transcript now (see `protocolDrafter`). */
export async function draftSections(
  db: Db,
  secretaryId: number,
  transcript: readonly TranscriptSegment[] | null,
  protocol: DraftProtocol | null = null,
): Promise<BuiltSection[]> {
  if (!transcript || transcript.length === 0) return [];
  return (await protocolDrafter(db, secretaryId, protocol))(transcript);
}
