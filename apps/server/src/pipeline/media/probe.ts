import { MediaError, MEDIA_MESSAGES } from './errors.ts';
import { mediaToolPath } from './binaries.ts';
import { runProcess } from './run-process.ts';

export interface MediaInfo {
  /** Seconds; null when the container does not say. */
  duration: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
  /** ffprobe's format name, e.g. 'mov,mp4,m4a,3gp,3g2,mj2'. */
  formatName: string;
  /** A best guess for Content-Type when serving the file back. */
  mime: string;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
}

interface ProbeOutput {
  format?: { format_name?: string; duration?: string };
  streams?: ProbeStream[];
}

/** Formats ffprobe also opens that are not recordings: still images and text rendered as video. */
const NOT_RECORDING_FORMATS = /(^|,)(image2|[a-z0-9]+_pipe|gif|apng|webp|tty|webvtt|srt|ass|subviewer|lrc)(,|$)/;

const VIDEO_MIME: [RegExp, string][] = [
  [/matroska|webm/, 'video/webm'],
  [/mp4|mov/, 'video/mp4'],
  [/avi/, 'video/x-msvideo'],
  [/mpegts/, 'video/mp2t'],
  [/mpeg/, 'video/mpeg'],
  [/ogg/, 'video/ogg'],
  [/flv/, 'video/x-flv'],
  [/asf/, 'video/x-ms-wmv'],
];

const AUDIO_MIME: [RegExp, string][] = [
  [/^mp3$/, 'audio/mpeg'],
  [/wav/, 'audio/wav'],
  [/flac/, 'audio/flac'],
  [/ogg/, 'audio/ogg'],
  [/matroska|webm/, 'audio/webm'],
  [/mp4|mov|m4a/, 'audio/mp4'],
  [/aac/, 'audio/aac'],
  [/asf/, 'audio/x-ms-wma'],
  [/amr/, 'audio/amr'],
];

function guessMime(formatName: string, hasVideo: boolean): string {
  const table = hasVideo ? VIDEO_MIME : AUDIO_MIME;
  const hit = table.find(([pattern]) => pattern.test(formatName));
  if (hit) return hit[1];
  return hasVideo ? 'video/mp4' : 'audio/mpeg';
}

function positiveNumber(raw: string | undefined): number | null {
  const value = Number(raw);
  return raw !== undefined && Number.isFinite(value) && value > 0 ? value : null;
}

export function mediaInfoFromProbe(output: ProbeOutput): MediaInfo | null {
  const formatName = output.format?.format_name ?? '';
  if (!formatName || NOT_RECORDING_FORMATS.test(formatName)) return null;
  const streams = output.streams ?? [];
  const hasVideo = streams.some((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const hasAudio = streams.some((s) => s.codec_type === 'audio');
  if (!hasVideo && !hasAudio) return null;
  const streamDurations = streams.map((s) => positiveNumber(s.duration)).filter((d) => d !== null);
  const duration =
    positiveNumber(output.format?.duration) ?? (streamDurations.length ? Math.max(...streamDurations) : null);
  return { duration, hasVideo, hasAudio, formatName, mime: guessMime(formatName, hasVideo) };
}

/** Reads a file's container and streams with ffprobe; anything that is not a recording is a MediaError. */
export async function probeMedia(file: string, options: { signal?: AbortSignal } = {}): Promise<MediaInfo> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file];
  const result = await runProcess(mediaToolPath('ffprobe'), args, { signal: options.signal });
  if (result.code !== 0) throw new MediaError('not_media', MEDIA_MESSAGES.notMedia, result.stderr.trim());
  let parsed: ProbeOutput;
  try {
    parsed = JSON.parse(result.stdout) as ProbeOutput;
  } catch {
    throw new MediaError('not_media', MEDIA_MESSAGES.notMedia, 'ffprobe: unreadable output');
  }
  const info = mediaInfoFromProbe(parsed);
  if (!info) throw new MediaError('not_media', MEDIA_MESSAGES.notMedia, `format ${parsed.format?.format_name ?? '?'}`);
  return info;
}
