import { describe, expect, it } from 'vitest';
import { uploadChunkFields } from '@protocolist/contracts/uploads';
import { uploadIdOf } from './upload-descriptor';

describe('uploadIdOf', () => {
  const file = { size: 1_830_780, lastModified: 1_795_000_000_123 };

  it('names the same file cut the same way the same, and is an upload_id the server takes', () => {
    const id = uploadIdOf(file, 5 * 1024 * 1024);
    expect(uploadIdOf({ ...file }, 5 * 1024 * 1024)).toBe(id);
    expect(uploadChunkFields.shape.upload_id.parse(id)).toBe(id);
  });

  it('names another file, or the same file cut otherwise, differently', () => {
    const id = uploadIdOf(file, 5 * 1024 * 1024);
    expect(uploadIdOf({ ...file, size: file.size + 1 }, 5 * 1024 * 1024)).not.toBe(id);
    expect(uploadIdOf({ ...file, lastModified: file.lastModified + 1 }, 5 * 1024 * 1024)).not.toBe(id);
    expect(uploadIdOf(file, 1024 * 1024)).not.toBe(id);
  });
});
