import { describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '../../../shared/config';
import { chunkBytesSetting, chunkCount, chunkRange, missingChunks, retryDelay, uploadPercent } from './chunk-plan';
import { clearUploadDescriptor, isSameFile, readUploadDescriptor, writeUploadDescriptor } from './upload-descriptor';

const storageWith = (items: Record<string, string>) => {
  const map = new Map(Object.entries(items));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
};

describe('chunk plan', () => {
  it('uses 10 MB chunks unless localStorage overrides the size with a sane number', () => {
    expect(UPLOAD_CHUNK_BYTES).toBe(10 * 1024 * 1024);
    expect(chunkBytesSetting(null)).toBe(UPLOAD_CHUNK_BYTES);
    expect(chunkBytesSetting(storageWith({ uploadChunkBytes: '262144' }))).toBe(262_144);
    expect(chunkBytesSetting(storageWith({ uploadChunkBytes: '12' }))).toBe(UPLOAD_CHUNK_BYTES);
    expect(chunkBytesSetting(storageWith({ uploadChunkBytes: 'много' }))).toBe(UPLOAD_CHUNK_BYTES);
  });

  it('cuts a file into ranges that cover it exactly once', () => {
    const size = 1_830_780;
    const chunk = 262_144;
    const total = chunkCount(size, chunk);
    expect(total).toBe(7);
    const ranges = Array.from({ length: total }, (_, index) => chunkRange(index, size, chunk));
    expect(ranges[0]).toEqual([0, chunk]);
    expect(ranges.at(-1)).toEqual([6 * chunk, size]);
    expect(ranges.reduce((sum, [start, end]) => sum + end - start, 0)).toBe(size);
    expect(chunkCount(0, chunk)).toBe(1);
  });

  it('sends only the chunks the server lacks', () => {
    expect(missingChunks(5, [0, 3])).toEqual([1, 2, 4]);
    expect(missingChunks(3, [])).toEqual([0, 1, 2]);
    expect(missingChunks(2, [0, 1])).toEqual([]);
  });

  it('backs off exponentially up to a cap', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, 1000, 30_000))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(10, 1000, 30_000)).toBe(30_000);
  });

  it('reaches 100 % only when the server has assembled the file', () => {
    expect(uploadPercent(0, 7, false)).toBe(0);
    expect(uploadPercent(3, 7, false)).toBe(42);
    expect(uploadPercent(7, 7, false)).toBe(99);
    expect(uploadPercent(7, 7, true)).toBe(100);
  });
});

describe('upload descriptor', () => {
  const file = { name: 'meeting.mp4', size: 1000, lastModified: 42 };

  it('is remembered per protocol and recognises the same file', () => {
    const storage = storageWith({});
    writeUploadDescriptor(storage, 7, { ...file, chunkBytes: 300, totalChunks: 4 });
    const descriptor = readUploadDescriptor(storage, 7);
    expect(descriptor).toEqual({ ...file, chunkBytes: 300, totalChunks: 4 });
    expect(isSameFile(descriptor!, file)).toBe(true);
    expect(isSameFile(descriptor!, { ...file, size: 999 })).toBe(false);
    expect(readUploadDescriptor(storage, 8)).toBeNull();
    clearUploadDescriptor(storage, 7);
    expect(readUploadDescriptor(storage, 7)).toBeNull();
  });

  it('ignores damaged entries', () => {
    expect(readUploadDescriptor(storageWith({ 'videoUpload:1': '{broken' }), 1)).toBeNull();
    expect(readUploadDescriptor(storageWith({ 'videoUpload:1': '{"name":"a","size":"x"}' }), 1)).toBeNull();
  });
});
