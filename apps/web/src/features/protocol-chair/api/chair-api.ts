import type { Protocol, SetChairRequest } from '@protocolist/contracts/protocols';
import { baseApi } from '../../../shared/api';

/** The server's answer: the protocol with its new chair, and its own words for the toast. */
export interface ChairAnswer {
  data: Protocol;
  message: string;
}

export const chairApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The chair joins the members, and the suggestions naming him change: the whole protocol is read again. */
    setProtocolChair: build.mutation<ChairAnswer, { protocolId: number } & SetChairRequest>({
      query: ({ protocolId, ...body }) => ({ url: `/api/protocols/${protocolId}/chair`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { protocolId }) => [
        { type: 'Protocol', id: protocolId },
        { type: 'Protocol', id: 'LIST' },
        { type: 'ProtocolMember', id: protocolId },
        { type: 'FinalProtocol', id: protocolId },
      ],
    }),
  }),
});

export const { useSetProtocolChairMutation } = chairApi;
