import { fileTypeFromBlob } from 'file-type';

export type MediaVerdict = { media: true } | { media: false; detected: string | null };

const isMediaMime = (mime: string) => mime.startsWith('video/') || mime.startsWith('audio/');

/**
 * Whether a picked file is a recording, before any byte is sent: its first bytes are read by file-type (the
 * container's signature), and when they name no known format the browser's MIME type decides. A PDF renamed
 * to .mp4 is refused here rather than after the whole upload.
 */
export async function checkMediaFile(file: Blob): Promise<MediaVerdict> {
  const sniffed = await fileTypeFromBlob(file).catch(() => undefined);
  if (sniffed) return isMediaMime(sniffed.mime) ? { media: true } : { media: false, detected: sniffed.ext };
  if (await looksLikeText(file)) return { media: false, detected: 'txt' };
  return isMediaMime(file.type) ? { media: true } : { media: false, detected: null };
}

/** The first 4 KB decode as UTF-8 with no control characters but tabs and line breaks: notes, not a recording. */
async function looksLikeText(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  if (head.length === 0) return true;
  let text: string;
  try {
    // A multi-byte character cut at 4 KB is not a reason to call it binary: `stream` leaves it pending.
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return false;
  }
  const allowed = new Set([9, 10, 13]);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 32 && !allowed.has(code)) || code === 127) return false;
  }
  return true;
}
