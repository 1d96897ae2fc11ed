import type { ProtocolStage } from '@protocolist/contracts/enums';

/**
 * Badge colours: grey before any work, blue/orange while the video is handled, violet reviewed, green final.
 * Which stage follows which, and what each allows, is decided in contracts `stages.ts`.
 */
export const PROTOCOL_STAGE_COLORS: Record<ProtocolStage, string> = {
  no_video: 'gray',
  video_uploaded: 'blue',
  video_process: 'orange',
  success_video_process: 'cyan',
  error_video_process: 'red',
  finish: 'violet',
  final: 'green',
};
