import type { Protocol, TranscriptSegment } from '@protocolist/contracts/protocols';
import type { ProcessVideoRequest } from '@protocolist/contracts/speech';
import { baseApi, unwrap } from '../../../shared/api';

export interface SignedVideoUrl {
  url: string;
  /** Seconds the link stays valid. */
  expires_in: number;
}

/** Everything that shows the protocol after processing or a transcript change. */
const protocolViews = (id: number) => [
  { type: 'Protocol' as const, id },
  { type: 'Protocol' as const, id: 'LIST' },
  { type: 'FinalProtocol' as const, id },
];

/** The protocol's recording: processing, playback link, transcript fragments in sync with it. */
export const videoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Idempotent on the server: a second call while processing changes nothing. */
    processVideo: build.mutation<Protocol, number>({
      query: (id) => ({ url: `/api/protocols/${id}/process-video`, method: 'POST' }),
      transformResponse: unwrap<Protocol>,
      invalidatesTags: (_result, _error, id) => protocolViews(id),
    }),
    /** Recognition again, with a chosen engine; an edited transcript is replaced only when asked. */
    rerunRecognition: build.mutation<Protocol, { id: number } & NonNullable<ProcessVideoRequest>>({
      query: ({ id, ...body }) => ({ url: `/api/protocols/${id}/process-video`, method: 'POST', body }),
      transformResponse: unwrap<Protocol>,
      invalidatesTags: (_result, _error, { id }) => protocolViews(id),
    }),
    /** A short-lived signed link a <video> element can load (it cannot send the Authorization header). */
    getVideoUrl: build.query<SignedVideoUrl, number>({
      query: (id) => `/api/protocols/${id}/video-url`,
      transformResponse: unwrap<SignedVideoUrl>,
      keepUnusedDataFor: 0,
    }),
    /** The whole list of fragments, with one of them corrected. */
    updateTranscriptSegments: build.mutation<TranscriptSegment[], { id: number; segments: TranscriptSegment[] }>({
      query: ({ id, segments }) => ({ url: `/api/protocols/${id}/transcript`, method: 'PUT', body: { segments } }),
      transformResponse: unwrap<TranscriptSegment[]>,
      invalidatesTags: (_result, _error, { id }) => protocolViews(id),
    }),
  }),
});

export const { useProcessVideoMutation, useRerunRecognitionMutation, useGetVideoUrlQuery, useUpdateTranscriptSegmentsMutation } = videoApi;
