import type { ProtocolSection, SaveFinalRequest, TranscriptSegment, Protocol } from '@protocolist/contracts/protocols';
import { baseApi, unwrap } from '../../../shared/api';

export interface SectionInput {
  key: string;
  value: string;
}

/** Everything that shows the protocol's text: the protocol itself (sections, transcript) and the final draft. */
const textOf = (id: number) => [
  { type: 'Protocol' as const, id },
  { type: 'FinalProtocol' as const, id },
];

export const protocolContentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT text: one remark a line, «Спикер: текст»; the server re-cuts unedited sections. */
    updateTranscript: build.mutation<TranscriptSegment[], { id: number; text: string }>({
      query: ({ id, text }) => ({ url: `/api/protocols/${id}/transcript`, method: 'PUT', body: { text } }),
      transformResponse: unwrap<TranscriptSegment[]>,
      invalidatesTags: (_result, _error, { id }) => textOf(id),
    }),
    updateSections: build.mutation<ProtocolSection[], { id: number; sections: SectionInput[] }>({
      query: ({ id, sections }) => ({ url: `/api/protocols/${id}/sections`, method: 'PUT', body: { sections } }),
      transformResponse: unwrap<ProtocolSection[]>,
      invalidatesTags: (_result, _error, { id }) => textOf(id),
    }),
    rebuildSections: build.mutation<ProtocolSection[], number>({
      query: (id) => ({ url: `/api/protocols/${id}/sections/rebuild`, method: 'POST' }),
      transformResponse: unwrap<ProtocolSection[]>,
      invalidatesTags: (_result, _error, id) => textOf(id),
    }),
    /** The saved final text, else the draft sections. */
    getFinalProtocol: build.query<SectionInput[], number>({
      query: (id) => `/api/protocols/${id}/final`,
      transformResponse: unwrap<SectionInput[]>,
      providesTags: (_result, _error, id) => [{ type: 'FinalProtocol', id }],
    }),
    saveFinalProtocol: build.mutation<Protocol, SaveFinalRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/protocols/${id}/final`, method: 'POST', body }),
      transformResponse: unwrap<Protocol>,
      invalidatesTags: (_result, _error, { id }) => [...textOf(id), { type: 'Protocol', id: 'LIST' }],
    }),
    /** 202: the PDF goes to every member with an e-mail address. */
    sendProtocol: build.mutation<{ recipients: number }, number>({
      query: (id) => ({ url: `/api/protocols/${id}/send`, method: 'POST' }),
      transformResponse: unwrap<{ recipients: number }>,
    }),
  }),
});

export const {
  useUpdateTranscriptMutation,
  useUpdateSectionsMutation,
  useRebuildSectionsMutation,
  useGetFinalProtocolQuery,
  useSaveFinalProtocolMutation,
  useSendProtocolMutation,
} = protocolContentApi;
