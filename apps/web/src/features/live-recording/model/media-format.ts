/** Opus in WebM where the browser records it (Chrome, Firefox), MP4 elsewhere (Safari); with the camera, video. */
const AUDIO_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'];
const VIDEO_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];

export function recordingMimeType(withVideo: boolean): string {
  const candidates = withVideo ? VIDEO_TYPES : AUDIO_TYPES;
  return candidates.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
}

/**
 * ~1 s per piece: at most a second is at risk if the tab dies, and the live transcript is not held back waiting for
 * a piece to end (with 3 s pieces an utterance's text came 3.7 s after it at p95; the goal is 3 s).
 */
export const PIECE_MS = 1000;
