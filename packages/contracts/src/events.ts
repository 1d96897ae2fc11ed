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

/** A person responsible sent a report on a task through the link in their letter (issue 24). */
export interface TaskReportEvent {
  type: 'task.report';
  task_id: number;
  protocol_id: number;
  protocol_number: number;
  /** A Russian sentence for the toast. */
  message: string;
}

/**
 * Everything the event stream carries: protocol and recording events (`recording.segment`, `recording.state`) to
 * the protocol's secretary, model events to administrators.
 */
export type AppEvent = ProtocolEvent | TaskReportEvent | RecordingEvent | SpeechModelEvent;
