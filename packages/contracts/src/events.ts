import type { ProtocolStage } from './enums.ts';
import type { RecordingEvent } from './recordings.ts';
import type { SpeechModelEvent } from './speech.ts';

/** What the server pushes to a secretary's open tabs over Server-Sent Events (GET /api/events). */
export interface ProtocolEvent {
  type: 'protocol.stage' | 'protocol.progress';
  protocol_id: number;
  protocol_number: number;
  theme: string;
  stage: ProtocolStage;
  /** Percent of the processing job, when known. */
  progress: number | null;
  /** A Russian sentence for the toast, on stage changes worth telling. */
  message: string | null;
}

/**
 * Everything the event stream carries: protocol and recording events (`recording.segment`, `recording.state`) to
 * the protocol's secretary, model events to administrators.
 */
export type AppEvent = ProtocolEvent | RecordingEvent | SpeechModelEvent;
