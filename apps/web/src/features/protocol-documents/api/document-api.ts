import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { DocumentFormName, DocumentPreview, DraftPreviewRequest } from '@protocolist/contracts/documents';
import { baseApi, unwrap } from '../../../shared/api';
import { fileNameFromDisposition, saveBlob } from '../../../shared/lib';

export type DocumentFormat = 'pdf' | 'docx';

export interface DocumentChoice {
  protocolId: number;
  form?: DocumentFormName;
  /** Item numbers for an extract. */
  items?: readonly number[];
}

/** ?form=extract&items=1,3 — the same query the server's documentQuery reads. */
function documentQuery({ form = 'full', items }: DocumentChoice): string {
  const params = new URLSearchParams({ form });
  if (form === 'extract' && items?.length) params.set('items', items.join(','));
  return params.toString();
}

/**
 * GET /api/protocols/{id}/documents/pdf|docx through the app's base query (bearer token, refresh on 401),
 * saved under the server's file name. Only the name reaches the store: blobs are not serialisable.
 * GET …/documents/preview: the same blocks the PDF and DOCX are drawn from.
 */
export const documentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    downloadProtocolDocument: build.mutation<string, DocumentChoice & { format: DocumentFormat }>({
      async queryFn(choice, _api, _extraOptions, baseQuery) {
        const { protocolId, format } = choice;
        const result = await baseQuery({
          url: `/api/protocols/${protocolId}/documents/${format}?${documentQuery(choice)}`,
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
          cache: 'no-store',
        });
        if (result.error) return { error: result.error };
        const meta = result.meta as FetchBaseQueryMeta | undefined;
        const fileName =
          fileNameFromDisposition(meta?.response?.headers.get('content-disposition') ?? null) ?? `protocol-${protocolId}.${format}`;
        saveBlob(result.data as Blob, fileName);
        return { data: fileName };
      },
    }),
    getDocumentPreview: build.query<DocumentPreview, DocumentChoice>({
      query: (choice) => ({ url: `/api/protocols/${choice.protocolId}/documents/preview?${documentQuery(choice)}`, cache: 'no-store' }),
      transformResponse: unwrap<DocumentPreview>,
      keepUnusedDataFor: 0,
    }),
    /** POST …/documents/preview: the document of the editor's text as typed, not saved (nothing is stored). */
    getDraftPreview: build.query<DocumentPreview, { protocolId: number; text: DraftPreviewRequest }>({
      query: ({ protocolId, text }) => ({ url: `/api/protocols/${protocolId}/documents/preview`, method: 'POST', body: text }),
      transformResponse: unwrap<DocumentPreview>,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useDownloadProtocolDocumentMutation, useGetDocumentPreviewQuery, useGetDraftPreviewQuery } = documentApi;
