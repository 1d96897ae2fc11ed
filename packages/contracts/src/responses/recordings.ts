import { z } from 'zod';
import { RECORDING_STATES } from '../enums.ts';

export const recordingTake = z.object({
  take: z.number().int(),
  /** The confirmed piece indexes, ascending. */
  pieces: z.array(z.number().int()),
  mime_type: z.string(),
});

/** An utterance recognised while recording. */
export const liveSegment = z.object({
  /** Stable across retries and server restarts: `${take}:${startMs within the take}`. */
  id: z.string(),
  /** Seconds from the recording's start (the takes joined). */
  start: z.number(),
  end: z.number(),
  text: z.string(),
  preliminary: z.literal(true),
});

/** A meeting recorded in the browser (issue 27): what the server has of it. */
export const recordingResponse = z
  .object({
    id: z.number().int(),
    protocol_id: z.number().int(),
    state: z.enum(RECORDING_STATES),
    takes: z.array(recordingTake),
    /** Seconds of audio the server has decoded so far (the joined file's length once stopped). */
    duration_seconds: z.number(),
    segments: z.array(liveSegment),
  })
  .meta({ id: 'Recording' });

export const newTakeResult = z.object({ take: z.number().int() });

export const pieceResult = z.object({
  take: z.number().int(),
  index: z.number().int(),
  /** The server already held this piece with the same checksum: nothing changed. */
  duplicate: z.boolean(),
});
