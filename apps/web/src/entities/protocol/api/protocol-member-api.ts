import type { ProtocolMember } from '@protocolist/contracts/protocols';
import { baseApi, unwrap } from '../../../shared/api';

/** Members change the protocol's member count in the list and its page. */
const membersOf = (protocolId: number) => [
  { type: 'ProtocolMember' as const, id: protocolId },
  { type: 'Protocol' as const, id: protocolId },
  { type: 'Protocol' as const, id: 'LIST' },
];

export const protocolMemberApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProtocolMembers: build.query<ProtocolMember[], number>({
      query: (protocolId) => `/api/protocols/${protocolId}/members`,
      transformResponse: unwrap<ProtocolMember[]>,
      providesTags: (_result, _error, protocolId) => [{ type: 'ProtocolMember', id: protocolId }],
    }),
    addProtocolMember: build.mutation<ProtocolMember, { protocolId: number; memberId: number }>({
      query: ({ protocolId, memberId }) => ({
        url: `/api/protocols/${protocolId}/members`,
        method: 'POST',
        body: { member_id: memberId },
      }),
      transformResponse: unwrap<ProtocolMember>,
      invalidatesTags: (_result, _error, { protocolId }) => membersOf(protocolId),
    }),
    /** `id` is the membership row, not the user. */
    removeProtocolMember: build.mutation<void, { protocolId: number; id: number }>({
      query: ({ id }) => ({ url: `/api/protocols/members/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { protocolId }) => membersOf(protocolId),
    }),
  }),
});

export const { useGetProtocolMembersQuery, useAddProtocolMemberMutation, useRemoveProtocolMemberMutation } =
  protocolMemberApi;
