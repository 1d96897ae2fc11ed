import { describe, expect, it } from 'vitest';
import { checkMediaFile } from './media-check';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)));

describe('is the picked file a recording', () => {
  it('accepts MP4, WAV and MP3 by their signatures, whatever the MIME type says', async () => {
    const mp4 = bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0], 'mp42isom', new Array(64).fill(0));
    expect(await checkMediaFile(new Blob([mp4]))).toEqual({ media: true });
    const wav = bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ', new Array(64).fill(0));
    expect(await checkMediaFile(new Blob([wav], { type: 'application/octet-stream' }))).toEqual({ media: true });
    const mp3 = bytes([0xff, 0xfb, 0x90, 0x64], new Array(64).fill(0));
    expect(await checkMediaFile(new Blob([mp3]))).toEqual({ media: true });
  });

  it('refuses a PDF or a PNG even named and typed as video, naming what it is', async () => {
    const pdf = bytes('%PDF-1.7\n', new Array(64).fill(0x20));
    expect(await checkMediaFile(new Blob([pdf], { type: 'video/mp4' }))).toEqual({ media: false, detected: 'pdf' });
    const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR', new Array(64).fill(0));
    expect(await checkMediaFile(new Blob([png]))).toEqual({ media: false, detected: 'png' });
  });

  it('text is refused even typed as video; an unknown binary signature falls back to the MIME type', async () => {
    expect(await checkMediaFile(new Blob(['это не видео, а заметки'], { type: 'video/mp4' }))).toEqual({ media: false, detected: 'txt' });
    expect(await checkMediaFile(new Blob([new Uint8Array(64)], { type: 'audio/aac' }))).toEqual({ media: true });
    expect(await checkMediaFile(new Blob([new Uint8Array(64)], { type: 'application/octet-stream' }))).toEqual({ media: false, detected: null });
  });
});
