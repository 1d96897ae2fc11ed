import type { UploadChunkResult, UploadStatus } from '@protocolist/contracts/uploads';
import { baseApi, unwrap } from '../../../shared/api';

export interface VideoChunk {
  protocolId: number;
  chunkIndex: number;
  totalChunks: number;
  chunk: Blob;
  fileName: string;
  /** This browser's name for the upload, so two files with the same number of chunks never mix. */
  uploadId?: string;
  /** Hex SHA-256 of the chunk: the server refuses bytes damaged on the way. */
  chunkSha256?: string;
}

/** The status of the protocol's current upload, or of one named upload. */
export type UploadStatusArgs = number | { protocolId: number; uploadId: string };

const uploadsOf = (protocolId: number) => `/api/protocols/${protocolId}/upload-chunks`;

/** The chunked upload of a protocol's video (PRODUCT.md §8) and the optional subtitles file sent with it. */
export const uploadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Which chunks the server already holds, to resume an interrupted upload. */
    getUploadStatus: build.query<UploadStatus, UploadStatusArgs>({
      query: (args) =>
        typeof args === 'number' ? uploadsOf(args) : `${uploadsOf(args.protocolId)}?upload_id=${encodeURIComponent(args.uploadId)}`,
      transformResponse: unwrap<UploadStatus>,
      keepUnusedDataFor: 0,
    }),
    /** Seed §3: multipart `video`, `total_chunks`, `chunk_index` (and the optional `upload_id`, `chunk_sha256`). */
    uploadVideoChunk: build.mutation<UploadChunkResult, VideoChunk>({
      query: ({ protocolId, chunkIndex, totalChunks, chunk, fileName, uploadId, chunkSha256 }) => {
        const form = new FormData();
        form.append('total_chunks', String(totalChunks));
        form.append('chunk_index', String(chunkIndex));
        if (uploadId) form.append('upload_id', uploadId);
        if (chunkSha256) form.append('chunk_sha256', chunkSha256);
        form.append('video', chunk, fileName);
        return { url: uploadsOf(protocolId), method: 'POST', body: form };
      },
      transformResponse: unwrap<UploadChunkResult>,
    }),
    /** «Мой файл стенограммы»: WebVTT or SRT that replaces speech recognition for this protocol. */
    uploadSubtitles: build.mutation<{ name: string; size: number }, { protocolId: number; file: File }>({
      query: ({ protocolId, file }) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: `/api/protocols/${protocolId}/subtitles`, method: 'POST', body: form };
      },
      transformResponse: unwrap<{ name: string; size: number }>,
    }),
  }),
});

export const { useGetUploadStatusQuery, useUploadVideoChunkMutation, useUploadSubtitlesMutation } = uploadApi;
