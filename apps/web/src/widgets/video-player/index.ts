export { ProtocolVideoSection } from './ui/ProtocolVideoSection';
export { VideoWithTranscript } from './ui/VideoWithTranscript';
export { usePlayerHandle } from './model/use-player-handle';
export type { PlayerHandle } from './model/use-player-handle';
