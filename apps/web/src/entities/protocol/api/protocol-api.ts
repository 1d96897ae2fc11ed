import type { ProtocolStage } from '@protocolist/contracts/enums';
import type { CreateProtocolRequest, Protocol, ProtocolListItem, UpdateProtocolRequest } from '@protocolist/contracts/protocols';
import { baseApi, unwrap, type Envelope, type Paged } from '../../../shared/api';
import { isProtocolPage, type ProtocolListParams } from '../model/list-params';
import { PROTOCOL_LIST_NOT_ARRAY } from '../config/messages';

const LIST = { type: 'Protocol' as const, id: 'LIST' };

export const protocolApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/protocols; a page whose data is not an array is an error (seed §8). */
    getProtocols: build.query<Paged<ProtocolListItem>, ProtocolListParams>({
      async queryFn(params, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/api/protocols', params: { ...params } });
        if (result.error) return { error: result.error };
        const page = (result.data as Envelope<unknown> | null)?.data;
        if (!isProtocolPage(page)) {
          return {
            error: { status: 'CUSTOM_ERROR', error: PROTOCOL_LIST_NOT_ARRAY, data: { message: PROTOCOL_LIST_NOT_ARRAY } },
          };
        }
        return { data: page };
      },
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((item) => ({ type: 'Protocol' as const, id: item.id }))],
    }),
    getProtocol: build.query<Protocol, number>({
      query: (id) => `/api/protocols/${id}`,
      transformResponse: unwrap<Protocol>,
      providesTags: (_result, _error, id) => [{ type: 'Protocol', id }],
    }),
    createProtocol: build.mutation<Protocol, CreateProtocolRequest>({
      query: (body) => ({ url: '/api/protocols', method: 'POST', body }),
      transformResponse: unwrap<Protocol>,
      invalidatesTags: [LIST],
    }),
    updateProtocol: build.mutation<Protocol, UpdateProtocolRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/protocols/${id}`, method: 'PUT', body }),
      transformResponse: unwrap<Protocol>,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Protocol', id }],
    }),
    /** The page of a deleted protocol is left at once, so only the list is refetched. */
    deleteProtocol: build.mutation<void, number>({
      query: (id) => ({ url: `/api/protocols/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    changeProtocolStage: build.mutation<Protocol, { id: number; stage: ProtocolStage }>({
      query: ({ id, stage }) => ({ url: `/api/protocols/${id}/stage`, method: 'POST', body: { stage } }),
      transformResponse: unwrap<Protocol>,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Protocol', id }, { type: 'FinalProtocol', id }],
    }),
  }),
});

export const {
  useGetProtocolsQuery,
  useGetProtocolQuery,
  useCreateProtocolMutation,
  useUpdateProtocolMutation,
  useDeleteProtocolMutation,
  useChangeProtocolStageMutation,
} = protocolApi;
