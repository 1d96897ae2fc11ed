import { z } from 'zod';
import { userRef } from './users.ts';

export const meetingMember = z.object({
  /** The membership row id (not the user id). */
  id: z.number().int(),
  member: userRef.nullable(),
  should_notify: z.boolean(),
  email_sent: z.boolean(),
});

export const meetingDocument = z.object({
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  /** Download address (needs the bearer token). */
  url: z.string(),
});

export const meetingResponse = z
  .object({
    id: z.number().int(),
    theme: z.string(),
    description: z.string().nullable(),
    link: z.string().nullable(),
    event_date: z.string(),
    event_start_time: z.string(),
    event_end_time: z.string(),
    members: z.array(meetingMember),
    document: meetingDocument.nullable(),
    protocol_id: z.number().int().nullable(),
    secretary: userRef.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Meeting' });

export const calendarFeed = z.object({ url: z.string() });
