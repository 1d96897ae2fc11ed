import type { ProtocolSpeaker, UpdateSpeakersRequest } from '@protocolist/contracts/speech';
import { baseApi, unwrap } from '../../../shared/api';

export type { ProtocolSpeaker };

export const speakersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSpeakers: build.query<ProtocolSpeaker[], number>({
      query: (id) => `/api/protocols/${id}/speakers`,
      transformResponse: unwrap<ProtocolSpeaker[]>,
      providesTags: (_result, _error, id) => [{ type: 'Protocol', id }],
    }),
    updateSpeakers: build.mutation<ProtocolSpeaker[], { id: number } & UpdateSpeakersRequest>({
      query: ({ id, speakers }) => ({ url: `/api/protocols/${id}/speakers`, method: 'PUT', body: { speakers } }),
      transformResponse: unwrap<ProtocolSpeaker[]>,
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Protocol', id },
        { type: 'FinalProtocol', id },
      ],
    }),
  }),
});

export const { useGetSpeakersQuery, useUpdateSpeakersMutation } = speakersApi;
