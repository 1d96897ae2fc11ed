import { z } from 'zod';
import type { uploadStatusResponse, uploadChunkResult } from './responses/uploads.ts';

/** Hex SHA-256 (any case); read as lower case. */
const sha256Hex = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, 'Нужна контрольная сумма SHA-256: 64 шестнадцатеричных знака')
  .transform((value) => value.toLowerCase());

/**
 * The fields of one chunk request (multipart, with the `video` file part). Seed §3 names the first two; the
 * others are optional and make the upload safer (issue 14):
 * - `upload_id`: the client's name for this upload (say, a hash of the file's name, size and date), so two
 *   uploads with the same number of chunks never mix; without it the number of chunks names the upload;
 * - `chunk_sha256`: the chunk's checksum, verified when the chunk arrives;
 * - `file_sha256`: the whole file's checksum (on any chunk), verified after assembly.
 */
export const uploadChunkFields = z.object({
  total_chunks: z.coerce.number().int().min(1).max(100_000),
  chunk_index: z.coerce.number().int().min(0).max(100_000),
  upload_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Идентификатор загрузки: от 1 до 64 латинских букв, цифр, «-» и «_»')
    .optional(),
  chunk_sha256: sha256Hex.optional(),
  file_sha256: sha256Hex.optional(),
});
export type UploadChunkFields = z.output<typeof uploadChunkFields>;

/** `GET …/upload-chunks?upload_id=`: the status of that upload; without it, of the protocol's current one. */
export const uploadStatusQuery = z.object({ upload_id: uploadChunkFields.shape.upload_id });

export type UploadStatus = z.infer<typeof uploadStatusResponse>;
export type UploadChunkResult = z.infer<typeof uploadChunkResult>;
