import type { ProtocolEvent, TaskReportEvent } from '@protocolist/contracts/events';
import { STAGE_TRANSITIONS } from '@protocolist/contracts/stages';
import type { SpeechModelEvent } from '@protocolist/contracts/speech';
import { applySpeechModelEvent } from '../../../entities/speech';
import { showNotification } from '../../../entities/notification';
import { processingProgressChanged, processingProgressCleared } from '../../../entities/video';
import { baseApi } from '../../../shared/api';
import type { AppThunkDispatch } from '../../../shared/lib';
import type { SseMessage } from './sse-parser';

const PROTOCOL_EVENTS = new Set<string>(['protocol.stage', 'protocol.progress']);
/** Stages that end processing: the secretary hears about them wherever she is in the app. */
const TOLD_STAGES = new Set<string>(STAGE_TRANSITIONS.video_process);

export function parseProtocolEvent(message: SseMessage): ProtocolEvent | null {
  if (!PROTOCOL_EVENTS.has(message.event)) return null;
  try {
    const event = JSON.parse(message.data) as Partial<ProtocolEvent> | null;
    if (!event || typeof event.protocol_id !== 'number' || typeof event.stage !== 'string') return null;
    return { ...event, type: message.event } as ProtocolEvent;
  } catch {
    return null;
  }
}

/**
 * Progress only moves the processing bar (nothing is refetched); a stage change refreshes the protocol, the
 * list and the draft, and the end of processing raises the toast that opens the protocol.
 */
export function handleProtocolEvent(dispatch: AppThunkDispatch, event: ProtocolEvent): void {
  const protocolId = event.protocol_id;
  if (event.type === 'protocol.progress') {
    if (event.progress !== null) dispatch(processingProgressChanged({ protocolId, progress: event.progress }));
    return;
  }
  if (event.stage === 'video_process') dispatch(processingProgressChanged({ protocolId, progress: event.progress ?? 0 }));
  else dispatch(processingProgressCleared(protocolId));
  dispatch(
    baseApi.util.invalidateTags([
      { type: 'Protocol', id: protocolId },
      { type: 'Protocol', id: 'LIST' },
      { type: 'FinalProtocol', id: protocolId },
    ]),
  );
  if (event.message && TOLD_STAGES.has(event.stage)) dispatch(showNotification({ message: event.message, protocolId }));
}

/**
 * A person responsible sent a report through the link in a letter: the protocol's tasks and the register are
 * fetched again (the report waits there for a decision) and the toast opens the protocol.
 */
export function handleTaskReportEvent(dispatch: AppThunkDispatch, message: SseMessage): boolean {
  if (message.event !== 'task.report') return false;
  try {
    const event = JSON.parse(message.data) as Partial<TaskReportEvent> | null;
    if (!event || typeof event.protocol_id !== 'number' || typeof event.message !== 'string') return true;
    dispatch(
      baseApi.util.invalidateTags([
        { type: 'ProtocolTask', id: `protocol-${event.protocol_id}` },
        { type: 'Protocol', id: event.protocol_id },
        'Assignment',
      ]),
    );
    dispatch(showNotification({ message: event.message, protocolId: event.protocol_id }));
  } catch {
    // a damaged frame: the next event or a refetch brings the report
  }
  return true;
}

/** A speech model's state or download progress (administrators' streams): the page «Распознавание речи» follows. */
export function handleSpeechEvent(dispatch: AppThunkDispatch, message: SseMessage): void {
  if (message.event !== 'speech.model') return;
  try {
    const event = JSON.parse(message.data) as SpeechModelEvent;
    if (event?.model && typeof event.model.id === 'string') applySpeechModelEvent(dispatch, event);
  } catch {
    // a damaged frame: the next event or a refetch brings the state
  }
}

/** After a break in the stream events may be lost: everything about protocols and models is fetched again. */
export function catchUpAfterReconnect(dispatch: AppThunkDispatch): void {
  dispatch(baseApi.util.invalidateTags(['Protocol', 'FinalProtocol', 'Speech', 'ProtocolTask', 'Assignment', 'Recording']));
}
