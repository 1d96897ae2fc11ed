import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { parseVersionTag, versionTag, type ProtocolSection, type SaveFinalRequest, type TranscriptSegment, type Protocol } from '@protocolist/contracts/protocols';
import { baseApi, unwrap, type Envelope } from '../../../shared/api';

export interface SectionInput {
  key: string;
  value: string;
}

/** The version the editor started from: the save is refused with 409 when the text changed since. */
const ifMatch = (version: number | undefined): Record<string, string> => (version === undefined ? {} : { 'If-Match': versionTag(version) });

/** The saved data and the text's new version (the ETag of the answer). */
export interface Versioned<T> {
  data: T;
  version: number | null;
}

function versioned<T>(response: Envelope<T>, meta: FetchBaseQueryMeta | undefined): Versioned<T> {
  const version = parseVersionTag(meta?.response?.headers.get('etag'));
  return { data: unwrap(response), version: version === null || Number.isNaN(version) ? null : version };
}

/** Everything that shows the protocol's text: the protocol itself (sections, transcript) and the final draft. */
const textOf = (id: number) => [
  { type: 'Protocol' as const, id },
  { type: 'FinalProtocol' as const, id },
];

export const protocolContentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT text: one remark a line, «Спикер: текст»; the server re-cuts unedited sections. */
    updateTranscript: build.mutation<Versioned<TranscriptSegment[]>, { id: number; text: string; version?: number }>({
      query: ({ id, text, version }) => ({ url: `/api/protocols/${id}/transcript`, method: 'PUT', body: { text }, headers: ifMatch(version) }),
      transformResponse: versioned<TranscriptSegment[]>,
      invalidatesTags: (_result, _error, { id }) => textOf(id),
    }),
    updateSections: build.mutation<Versioned<ProtocolSection[]>, { id: number; sections: SectionInput[]; version?: number }>({
      query: ({ id, sections, version }) => ({ url: `/api/protocols/${id}/sections`, method: 'PUT', body: { sections }, headers: ifMatch(version) }),
      transformResponse: versioned<ProtocolSection[]>,
      invalidatesTags: (_result, _error, { id }) => textOf(id),
    }),
    rebuildSections: build.mutation<Versioned<ProtocolSection[]>, { id: number; version?: number }>({
      query: ({ id, version }) => ({ url: `/api/protocols/${id}/sections/rebuild`, method: 'POST', headers: ifMatch(version) }),
      transformResponse: versioned<ProtocolSection[]>,
      invalidatesTags: (_result, _error, { id }) => textOf(id),
    }),
    /** The saved final text, else the draft sections. */
    getFinalProtocol: build.query<SectionInput[], number>({
      query: (id) => `/api/protocols/${id}/final`,
      transformResponse: unwrap<SectionInput[]>,
      providesTags: (_result, _error, id) => [{ type: 'FinalProtocol', id }],
    }),
    saveFinalProtocol: build.mutation<Protocol, SaveFinalRequest & { id: number; version?: number }>({
      query: ({ id, version, ...body }) => ({ url: `/api/protocols/${id}/final`, method: 'POST', body, headers: ifMatch(version) }),
      transformResponse: unwrap<Protocol>,
      invalidatesTags: (_result, _error, { id }) => [...textOf(id), { type: 'Protocol', id: 'LIST' }],
    }),
    /** 202: the PDF goes to every member with an e-mail address. */
    sendProtocol: build.mutation<{ recipients: number }, number>({
      query: (id) => ({ url: `/api/protocols/${id}/send`, method: 'POST' }),
      transformResponse: unwrap<{ recipients: number }>,
      // The protocol's «Отправлено …» comes from the server (sent_at).
      invalidatesTags: (_result, _error, id) => [{ type: 'Protocol', id }],
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
