import { asc, eq, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { SuggestedMember, SuggestedTask } from '@protocolist/contracts/suggestions';
import { PROTOCOL_STAGE_LABELS } from '@protocolist/contracts/enums';
import {
  PROTOCOL_MESSAGES,
  type Protocol,
  type ProtocolListItem,
  type ProtocolMember,
  type ProtocolVideo,
} from '@protocolist/contracts/protocols';
import { notFound } from '../../http/errors.ts';
import { protocolMembers, protocols, users, type StoredFile } from '../../db/schema.ts';
import { loadUserRefs, presentUserRef, userRefColumnsOf, type UserRefSource } from '../users/index.ts';
import { nameSpeakers } from '../../pipeline/speech/speakers.ts';
import { surnameWithInitialsIn } from '../../lib/russian/index.ts';
import { protocolQuestions } from '../../pipeline/protocol-text/index.ts';

const secretaryUser = alias(users, 'secretary');
const directorUser = alias(users, 'director');

/**
 * What a list item shows, and only that (the texts, the speech settings and the document number stay in the
 * table), plus member and task counts. The counts name "protocols"."id" in full: inside the subquery a bare "id"
 * would mean the member's or the task's id. The secretary and the chair come with the page from the joins of
 * `withPeople`, as columns (json_build_object per row was a quarter of PostgreSQL's time for the page, issue 26).
 */
export const protocolListColumns = {
  id: protocols.id,
  protocol_number: protocols.protocol_number,
  theme: protocols.theme,
  agenda: protocols.agenda,
  event_date: protocols.event_date,
  event_start_time: protocols.event_start_time,
  location: protocols.location,
  city: protocols.city,
  stage: protocols.stage,
  status: protocols.status,
  stage_error: protocols.stage_error,
  progress: protocols.progress,
  processing_note: protocols.processing_note,
  video: protocols.video,
  meeting_id: protocols.meeting_id,
  created_at: protocols.created_at,
  updated_at: protocols.updated_at,
  members_count: sql<number>`(SELECT COUNT(*) FROM protocol_members pm WHERE pm.protocol_id = "protocols"."id")::int`,
  tasks_count: sql<number>`(SELECT COUNT(*) FROM protocol_tasks pt WHERE pt.protocol_id = "protocols"."id")::int`,
  secretary_ref: userRefColumnsOf(secretaryUser),
  director_ref: userRefColumnsOf(directorUser),
};

/** The joins protocolListColumns reads the secretary and the chair from (null where there is none). */
export function withPeople<Q extends PgSelect>(query: Q) {
  return query
    .leftJoin(secretaryUser, eq(secretaryUser.id, protocols.secretary_id))
    .leftJoin(directorUser, eq(directorUser.id, protocols.director_id));
}

type ListRow = {
  [K in Exclude<keyof typeof protocolListColumns, 'members_count' | 'tasks_count' | 'secretary_ref' | 'director_ref'>]: (typeof protocols.$inferSelect)[K];
} & {
  members_count: number;
  tasks_count: number;
  secretary_ref: UserRefSource | null;
  director_ref: UserRefSource | null;
};

export const shortTime = (value: string | null) => (value ? value.slice(0, 5) : null);

function presentVideo(video: StoredFile | null): ProtocolVideo | null {
  if (!video) return null;
  return { name: video.name, size: video.size, duration: video.duration ?? null, mime: video.mime };
}

export async function presentProtocolList(app: FastifyInstance, rows: ListRow[]): Promise<ProtocolListItem[]> {
  const ref = (source: UserRefSource | null) => (source ? presentUserRef(app.publicUrl, source) : null);
  return rows.map((row) => ({
    id: row.id,
    protocol_number: row.protocol_number,
    theme: row.theme,
    agenda: row.agenda,
    event_date: row.event_date,
    event_start_time: shortTime(row.event_start_time),
    location: row.location,
    city: row.city,
    stage: row.stage,
    stage_label: PROTOCOL_STAGE_LABELS[row.stage],
    status: row.status,
    stage_error: row.stage_error,
    progress: row.progress,
    processing_note: row.stage === 'video_process' ? row.processing_note : null,
    video: presentVideo(row.video),
    members_count: Number(row.members_count),
    tasks_count: Number(row.tasks_count),
    secretary: ref(row.secretary_ref),
    director: ref(row.director_ref),
    meeting_id: row.meeting_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

export async function listProtocolMembers(app: FastifyInstance, protocolId: number): Promise<ProtocolMember[]> {
  const rows = await app.db
    .select({ id: protocolMembers.id, member_id: protocolMembers.member_id })
    .from(protocolMembers)
    .where(eq(protocolMembers.protocol_id, protocolId))
    .orderBy(asc(protocolMembers.id));
  const refs = await loadUserRefs(app.db, app.publicUrl, rows.map((row) => row.member_id));
  return rows.flatMap((row) => {
    const member = refs.get(row.member_id);
    return member ? [{ id: row.id, member }] : [];
  });
}

/** The single protocol resource: the list fields plus transcript, sections, final text and members. */
export async function presentProtocol(app: FastifyInstance, protocolId: number): Promise<Protocol> {
  const query = app.db
    .select({
      ...protocolListColumns,
      version: protocols.version,
      transcript_edited: protocols.transcript_edited,
      sections_edited: protocols.sections_edited,
      summary: protocols.summary,
      transcript: protocols.transcript,
      sections: protocols.sections,
      final_transcript: protocols.final_transcript,
      suggested_tasks: protocols.suggested_tasks,
      suggested_members: protocols.suggested_members,
      subtitles: protocols.subtitles,
      speaker_names: protocols.speaker_names,
      sent_at: protocols.sent_at,
    })
    .from(protocols)
    .$dynamic();
  const [row] = await withPeople(query).where(eq(protocols.id, protocolId));
  if (!row) throw notFound(PROTOCOL_MESSAGES.notFound);
  const [item] = await presentProtocolList(app, [row]);
  return {
    ...item!,
    version: row.version,
    // Labels the secretary named («Спикер 1» → a member) read as names everywhere the transcript is shown.
    transcript: nameSpeakers(row.transcript ?? [], row.speaker_names),
    transcript_edited: row.transcript_edited,
    sections: row.sections ?? [],
    sections_edited: row.sections_edited,
    final_transcript: row.final_transcript,
    summary: row.summary,
    suggested_tasks: ((row.suggested_tasks ?? []) as SuggestedTask[]).map((task) => ({
      ...task,
      responsible_dative: task.responsible_name ? surnameWithInitialsIn(task.responsible_name, 'dative') : null,
    })),
    suggested_members: (row.suggested_members ?? []) as SuggestedMember[],
    subtitles: row.subtitles ? { name: row.subtitles.name, size: row.subtitles.size } : null,
    members: await listProtocolMembers(app, protocolId),
    questions: protocolQuestions({ agenda: row.agenda, sections: row.sections, final_transcript: row.final_transcript }),
    sent_at: row.sent_at?.toISOString() ?? null,
  };
}
