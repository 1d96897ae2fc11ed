import { z } from 'zod';

export const uploadChunkFields = z.object({
  total_chunks: z.coerce.number().int().min(1).max(100_000),
  chunk_index: z.coerce.number().int().min(0).max(100_000),
});

export interface UploadStatus {
  total_chunks: number | null;
  received: number[];
}

export interface UploadChunkResult extends UploadStatus {
  chunk_index: number;
  /** True once every chunk was present and the file was assembled and verified. */
  completed: boolean;
}
