/** What the engine sends the whisper child process (one job per process). */
export interface WhisperJob {
  wavPath: string;
  modelPath: string;
  language: string;
  prompt: string | null;
  threads: number;
  /** whisper.cpp --audio-ctx; 0 = the model's full context. */
  audioCtx: number;
  /** Tokens per segment; 0 = no limit. */
  maxTokens: number;
  /** Audio is fed to whisper.cpp in pieces of about this length, which is what makes progress reportable. */
  chunkSeconds: number;
}

/** Whole-segment texts whisper is known to invent over silence or music (learned from subtitle credits). */
const HALLUCINATIONS = [
  /^субтитры (сделал|делал|создавал|подогнал)/i,
  /^редактор субтитров/i,
  /^продолжение следует\.*$/i,
  /^спасибо за просмотр!?$/i,
];

/** Drops empty segments, bracketed sound annotations ([музыка], (смех)) and known hallucinations. */
export function isSpeech(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed) return false;
  if (/^[[(*♪](.*[\])*♪])?$/.test(trimmed)) return false;
  return !HALLUCINATIONS.some((pattern) => pattern.test(trimmed));
}
