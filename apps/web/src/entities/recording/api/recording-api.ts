import { baseApi, unwrap } from '../../../shared/api';
import { PIECE_SHA256_HEADER, type NewTakeResult, type PieceResult, type Recording } from '@protocolist/contracts/recordings';

export interface PieceUpload {
  recordingId: number;
  take: number;
  index: number;
  body: Blob;
  sha256: string;
}

export interface TakeCount {
  take: number;
  pieces: number;
}

/** The live recording of a protocol (issue 27): pieces go up while the meeting goes on. */
export const recordingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Opens the protocol's recording, or returns the one still open. */
    openRecording: build.mutation<Recording, number>({
      query: (protocolId) => ({ url: `/api/protocols/${protocolId}/recording`, method: 'POST' }),
      transformResponse: unwrap<Recording>,
      async onQueryStarted(_protocolId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(recordingApi.util.upsertQueryData('getRecording', data.id, data));
      },
    }),
    getRecording: build.query<Recording, number>({
      query: (id) => `/api/recordings/${id}`,
      transformResponse: unwrap<Recording>,
      providesTags: (_result, _error, id) => [{ type: 'Recording', id }],
    }),
    createTake: build.mutation<NewTakeResult, { recordingId: number; take: number; mimeType: string }>({
      query: ({ recordingId, take, mimeType }) => ({
        url: `/api/recordings/${recordingId}/takes`,
        method: 'POST',
        body: { mime_type: mimeType, take },
      }),
      transformResponse: unwrap<NewTakeResult>,
    }),
    putPiece: build.mutation<PieceResult, PieceUpload>({
      query: ({ recordingId, take, index, body, sha256 }) => ({
        url: `/api/recordings/${recordingId}/takes/${take}/pieces/${index}`,
        method: 'PUT',
        body,
        headers: { 'Content-Type': 'application/octet-stream', [PIECE_SHA256_HEADER]: sha256 },
      }),
      transformResponse: unwrap<PieceResult>,
    }),
    stopRecording: build.mutation<unknown, { recordingId: number; protocolId: number; takes: TakeCount[] }>({
      query: ({ recordingId, takes }) => ({ url: `/api/recordings/${recordingId}/stop`, method: 'POST', body: { takes } }),
      invalidatesTags: (_result, error, { recordingId, protocolId }) =>
        error ? [] : [{ type: 'Recording', id: recordingId }, { type: 'Protocol', id: protocolId }, { type: 'Protocol', id: 'LIST' }],
    }),
  }),
});

export const { useOpenRecordingMutation, useGetRecordingQuery } = recordingApi;
