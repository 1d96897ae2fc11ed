import type { ApiDispatch } from '../../../shared/api';
import { recordingApi } from '../api/recording-api';
import type { LiveSegment, RecordingEvent } from '@protocolist/contracts/recordings';


const RECORDING_EVENTS = new Set<string>(['recording.segment', 'recording.state']);

/** A `recording.*` frame of the event stream, or null for anything else (or a damaged frame). */
export function parseRecordingEvent(event: string, data: string): RecordingEvent | null {
  if (!RECORDING_EVENTS.has(event)) return null;
  try {
    const parsed = JSON.parse(data) as Partial<RecordingEvent> | null;
    if (!parsed || typeof parsed.recording_id !== 'number') return null;
    if (event === 'recording.segment' && typeof (parsed as { segment?: { id?: unknown } }).segment?.id !== 'string') return null;
    return { ...parsed, type: event } as RecordingEvent;
  } catch {
    return null;
  }
}

/** Segments in time order; one id (take:startMs) is one utterance, so a repeated event replaces it. */
export function withSegment(segments: LiveSegment[], segment: LiveSegment): LiveSegment[] {
  const others = segments.filter((known) => known.id !== segment.id);
  return [...others, segment].sort((a, b) => a.start - b.start);
}

/** The recording screen reads the cached recording: a live event updates it in place, nothing is refetched. */
export function applyRecordingEvent(dispatch: ApiDispatch, event: RecordingEvent): void {
  dispatch(
    recordingApi.util.updateQueryData('getRecording', event.recording_id, (draft) => {
      if (event.type === 'recording.segment') {
        draft.segments = withSegment(draft.segments, event.segment);
      } else {
        draft.state = event.state;
        draft.duration_seconds = event.duration_seconds;
      }
    }),
  );
}
