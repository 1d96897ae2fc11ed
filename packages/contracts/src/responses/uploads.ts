import { z } from 'zod';

export const uploadStatusResponse = z.object({
  /** The upload this status is about (null when the protocol holds none). */
  upload_id: z.string().nullable(),
  total_chunks: z.number().int().nullable(),
  received: z.array(z.number().int()),
});

export const uploadChunkResult = uploadStatusResponse.extend({
  chunk_index: z.number().int(),
  /** True once every chunk was present and the file was assembled and verified. */
  completed: z.boolean(),
  /** The assembled file's SHA-256, once completed: the client may compare it with its own. */
  sha256: z.string().optional(),
});
