import type { UploadChunkResult, UploadStatus } from '@protocolist/contracts/uploads';
import { baseApi, unwrap } from '../../../shared/api';

export interface VideoChunk {
  protocolId: number;
  chunkIndex: number;
  totalChunks: number;
  chunk: Blob;
  fileName: string;
}

const uploadsOf = (protocolId: number) => `/api/protocols/${protocolId}/upload-chunks`;

/** The chunked upload of a protocol's video (PRODUCT.md §8) and the optional subtitles file sent with it. */
export const uploadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Which chunks the server already holds, to resume an interrupted upload. */
    getUploadStatus: build.query<UploadStatus, number>({
      query: (protocolId) => uploadsOf(protocolId),
      transformResponse: unwrap<UploadStatus>,
      keepUnusedDataFor: 0,
    }),
    /** Seed §3: multipart `video`, `total_chunks`, `chunk_index`. */
    uploadVideoChunk: build.mutation<UploadChunkResult, VideoChunk>({
      query: ({ protocolId, chunkIndex, totalChunks, chunk, fileName }) => {
        const form = new FormData();
        form.append('total_chunks', String(totalChunks));
        form.append('chunk_index', String(chunkIndex));
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
