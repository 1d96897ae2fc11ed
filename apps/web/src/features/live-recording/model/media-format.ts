/** Opus in WebM where the browser records it (Chrome, Firefox), MP4 elsewhere (Safari); with the camera, video. */
const AUDIO_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'];
const VIDEO_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];

export function recordingMimeType(withVideo: boolean): string {
  const candidates = withVideo ? VIDEO_TYPES : AUDIO_TYPES;
  return candidates.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
}

/** ~3 s per piece: little is at risk if the tab dies, and the live transcript sees speech a few seconds late. */
export const PIECE_MS = 3000;
