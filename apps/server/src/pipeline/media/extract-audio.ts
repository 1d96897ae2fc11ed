import { rename, rm } from 'node:fs/promises';
import { progressReporter } from '../progress.ts';
import { mediaToolPath } from './binaries.ts';
import { MediaError, MEDIA_MESSAGES } from './errors.ts';
import { probeMedia } from './probe.ts';
import { runProcess } from './run-process.ts';
import { readWavInfo } from './wav.ts';

export const SPEECH_SAMPLE_RATE = 16_000;

export interface ExtractAudioOptions {
  /** Percent 0–100, called when the whole percent changes; 100 comes once the file is complete. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Seconds, when the caller has already probed the input (skips a second ffprobe). */
  duration?: number | null;
}

export interface ExtractedAudio {
  path: string;
  /** Seconds of audio written. */
  duration: number;
}

/** ffmpeg's `-progress` lines: out_time_us (out_time_ms is microseconds too, despite its name). */
function progressSeconds(line: string): number | null {
  const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
  return match ? Number(match[1]) / 1_000_000 : null;
}

/**
 * Writes the first audio track of `input` as 16 kHz mono signed 16-bit PCM WAV (what speech engines expect).
 * The output appears only when complete: ffmpeg writes a sibling `.part` file that is renamed at the end.
 */
export async function extractAudio(input: string, output: string, options: ExtractAudioOptions = {}): Promise<ExtractedAudio> {
  const { onProgress, signal } = options;
  let duration = options.duration ?? null;
  if (options.duration === undefined) {
    const info = await probeMedia(input, { signal });
    if (!info.hasAudio) throw new MediaError('no_audio', MEDIA_MESSAGES.noAudio);
    duration = info.duration;
  }
  const partial = `${output}.part`;
  const args = [
    '-nostdin', '-hide_banner', '-loglevel', 'error', '-y',
    '-i', input,
    '-map', '0:a:0', '-vn', '-sn', '-dn',
    '-ac', '1', '-ar', String(SPEECH_SAMPLE_RATE), '-c:a', 'pcm_s16le',
    '-f', 'wav', '-progress', 'pipe:1', '-nostats',
    partial,
  ];
  const report = progressReporter(onProgress);
  report(0);
  try {
    const result = await runProcess(mediaToolPath('ffmpeg'), args, {
      signal,
      onStdoutLine: (line) => {
        const seconds = progressSeconds(line);
        // 99 at most until ffmpeg has exited and the file is in place.
        if (seconds !== null && duration) report(Math.min(99, (seconds / duration) * 100));
      },
    });
    if (result.code !== 0) {
      const noStream = /matches no streams|does not contain any stream/i.test(result.stderr);
      if (noStream) throw new MediaError('no_audio', MEDIA_MESSAGES.noAudio, result.stderr.trim());
      throw new MediaError('extract_failed', MEDIA_MESSAGES.extractFailed, result.stderr.trim());
    }
    await rename(partial, output);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const written = await readWavInfo(output);
  report(100);
  return { path: output, duration: written.duration };
}
