import { readFile } from 'node:fs/promises';
import { decodeSubtitleFile, parseSubtitles } from '../subtitles/parse-subtitles.ts';
import { SpeechError, type SpeechEngine } from './types.ts';

/** Uses the subtitles uploaded with the video instead of recognising speech (exact text, speakers and times). */
export function createSubtitlesEngine(subtitlesPath: string | null): SpeechEngine {
  return {
    name: 'subtitles',
    async transcribe(_wavPath, options) {
      options.onProgress?.(0);
      if (!subtitlesPath) {
        throw new SpeechError('subtitles_missing', 'Загрузите вместе с видео файл субтитров (WebVTT или SRT): распознавание речи отключено');
      }
      const segments = parseSubtitles(decodeSubtitleFile(await readFile(subtitlesPath)));
      if (segments.length === 0) {
        throw new SpeechError('subtitles_invalid', 'Файл субтитров не распознан: нужен формат WebVTT или SRT');
      }
      options.onProgress?.(100);
      return segments;
    },
  };
}
