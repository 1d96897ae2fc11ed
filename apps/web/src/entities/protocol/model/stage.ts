import { PROTOCOL_STAGE_LABELS, PROTOCOL_STAGES, type ProtocolStage } from '@protocolist/contracts/enums';

export { PROTOCOL_STAGE_LABELS, PROTOCOL_STAGES };

/** Badge colours: grey before any work, blue/orange while the video is handled, violet reviewed, green final. */
export const PROTOCOL_STAGE_COLORS: Record<ProtocolStage, string> = {
  no_video: 'gray',
  video_uploaded: 'blue',
  video_process: 'orange',
  success_video_process: 'cyan',
  error_video_process: 'red',
  finish: 'violet',
  final: 'green',
};

/** «Завершить проверку»: a hand-written protocol or a processed video may be marked as reviewed. */
export function canFinishReview(stage: ProtocolStage): boolean {
  return stage === 'no_video' || stage === 'success_video_process';
}

/** «Вернуть в работу»: a final protocol goes back to «Проверен». */
export function canReopen(stage: ProtocolStage): boolean {
  return stage === 'final';
}

/** Only a final protocol is e-mailed to its members. */
export function canSend(stage: ProtocolStage): boolean {
  return stage === 'final';
}

/** The video is still being uploaded or recognised: the list and the page refresh themselves meanwhile. */
export function isVideoInProgress(stage: ProtocolStage): boolean {
  return stage === 'video_uploaded' || stage === 'video_process';
}
