export type MediaErrorCode = 'not_media' | 'no_audio' | 'extract_failed' | 'bad_wav';

export const MEDIA_MESSAGES = {
  notMedia: 'Файл не является видео- или аудиозаписью',
  noAudio: 'В записи нет звуковой дорожки',
  extractFailed: 'Не удалось извлечь звук из записи',
  badWav: 'Файл не является звуковым файлом WAV (PCM, 16 бит, моно, 16 кГц)',
} as const;

/** A media problem the user can act on; `message` is Russian and safe to show. */
export class MediaError extends Error {
  readonly code: MediaErrorCode;
  /** Tool output for logs, never shown to users. */
  readonly details: string | undefined;

  constructor(code: MediaErrorCode, message: string, details?: string) {
    super(message);
    this.name = 'MediaError';
    this.code = code;
    this.details = details;
  }
}
