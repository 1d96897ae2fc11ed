// Shapes of /work/live-contract.md until packages/contracts/src/recordings.ts lands (then re-exported from there).
export type RecordingState = 'recording' | 'stopping' | 'stopped';

export interface LiveSegment {
  id: string;
  start: number;
  end: number;
  text: string;
  preliminary: true;
}

export interface RecordingTake {
  take: number;
  pieces: number[];
  mime_type: string;
}

export interface Recording {
  id: number;
  protocol_id: number;
  state: RecordingState;
  takes: RecordingTake[];
  duration_seconds: number;
  segments: LiveSegment[];
}

export interface RecordingSegmentEvent {
  type: 'recording.segment';
  protocol_id: number;
  recording_id: number;
  segment: LiveSegment;
}

export interface RecordingStateEvent {
  type: 'recording.state';
  protocol_id: number;
  recording_id: number;
  state: RecordingState;
  duration_seconds: number;
}

export type RecordingEvent = RecordingSegmentEvent | RecordingStateEvent;
