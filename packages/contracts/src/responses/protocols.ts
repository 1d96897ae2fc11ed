import { z } from 'zod';
import { PROTOCOL_STAGES, PROTOCOL_STATUSES } from '../enums.ts';
import { suggestedMember, suggestedTask } from './suggestions.ts';
import { userRef } from './users.ts';
import { taskQuestion } from './tasks.ts';

export const transcriptSegment = z
  .object({
    start: z.number(),
    end: z.number(),
    speaker: z.string().nullable().optional(),
    text: z.string(),
  })
  .meta({ id: 'TranscriptSegment' });

export const protocolSection = z
  .object({
    key: z.string(),
    value: z.string(),
    /** Seconds into the recording where the section starts (draft sections cut from a transcript). */
    start: z.number().nullable().optional(),
  })
  .meta({ id: 'ProtocolSection' });

export const protocolVideo = z.object({
  name: z.string(),
  size: z.number(),
  duration: z.number().nullable(),
  mime: z.string(),
});

export const protocolListItem = z
  .object({
    id: z.number().int(),
    protocol_number: z.number().int(),
    theme: z.string(),
    agenda: z.string().nullable(),
    event_date: z.string(),
    event_start_time: z.string().nullable(),
    location: z.string().nullable(),
    city: z.string().nullable(),
    stage: z.enum(PROTOCOL_STAGES),
    stage_label: z.string(),
    status: z.enum(PROTOCOL_STATUSES),
    stage_error: z.string().nullable(),
    progress: z.number().nullable(),
    /** While processing waits (for the speech model): a sentence for the secretary. */
    processing_note: z.string().nullable(),
    video: protocolVideo.nullable(),
    members_count: z.number().int(),
    tasks_count: z.number().int(),
    secretary: userRef.nullable(),
    director: userRef.nullable(),
    meeting_id: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ProtocolListItem' });

export const protocolMember = z.object({ id: z.number().int(), member: userRef }).meta({ id: 'ProtocolMember' });

export const protocolResponse = protocolListItem
  .extend({
    /** The version of the text (transcript, sections, final text), for If-Match. */
    version: z.number().int(),
    transcript: z.array(transcriptSegment),
    transcript_edited: z.boolean(),
    sections: z.array(protocolSection),
    sections_edited: z.boolean(),
    final_transcript: z.array(protocolSection).nullable(),
    summary: z.string().nullable(),
    suggested_tasks: z.array(suggestedTask),
    suggested_members: z.array(suggestedMember),
    /** The WebVTT/SRT transcript file uploaded with the video, used instead of speech recognition. */
    subtitles: z.object({ name: z.string(), size: z.number() }).nullable(),
    members: z.array(protocolMember),
    /** The questions (agenda items) of the protocol's text, which a task may be tied to. */
    questions: z.array(taskQuestion),
    /** When «Разослать протокол» last sent it (ISO), or null: shown as «Отправлено 29.11 в 06:12». */
    sent_at: z.string().nullable(),
  })
  .meta({ id: 'Protocol' });
