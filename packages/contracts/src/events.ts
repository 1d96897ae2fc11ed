import type { ProtocolStage } from './enums.ts';

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
