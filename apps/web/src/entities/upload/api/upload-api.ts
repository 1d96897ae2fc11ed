import type { UploadChunkResult, UploadStatus } from '@protocolist/contracts/uploads';
import type { Envelope } from '@protocolist/contracts/fields';
import { baseApi, selectToken, unwrap } from '../../../shared/api';
import { postWithProgress } from './post-with-progress';

export interface VideoChunk {
  protocolId: number;
  chunkIndex: number;
  totalChunks: number;
  chunk: Blob;
  fileName: string;
  /** Bytes of this chunk sent so far, as the browser reports them (byte-accurate progress). */
  onProgress?: (loadedBytes: number) => void;
  /** This browser's name for the upload, so two files with the same number of chunks never mix. */
  uploadId?: string;
  /** Hex SHA-256 of the chunk: the server refuses bytes damaged on the way. */
  chunkSha256?: string;
}

function chunkForm({ chunkIndex, totalChunks, chunk, fileName, uploadId, chunkSha256 }: VideoChunk): FormData {
  const form = new FormData();
  form.append('total_chunks', String(totalChunks));
  form.append('chunk_index', String(chunkIndex));
  if (uploadId) form.append('upload_id', uploadId);
  if (chunkSha256) form.append('chunk_sha256', chunkSha256);
  form.append('video', chunk, fileName);
  return form;
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
    /**
     * Sent through XMLHttpRequest for its upload progress; a 401 (the token ran out) goes once more through the
     * base query, which renews the token.
     */
    uploadVideoChunk: build.mutation<UploadChunkResult, VideoChunk>({
      queryFn: async (chunk, api, _extraOptions, baseQuery) => {
        const url = uploadsOf(chunk.protocolId);
        const token = selectToken(api.getState());
        const sent = await postWithProgress(url, chunkForm(chunk), token, api.signal, chunk.onProgress ?? (() => {}));
        const result = sent.error?.status === 401 && token ? await baseQuery({ url, method: 'POST', body: chunkForm(chunk) }) : sent;
        if (result.error) return { error: result.error };
        return { data: unwrap(result.data as Envelope<UploadChunkResult>) };
      },
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
