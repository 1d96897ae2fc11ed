import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { baseApi } from '../../../shared/api';
import { fileNameFromDisposition, saveBlob } from '../../../shared/lib';

export type DocumentFormat = 'pdf' | 'docx';

/**
 * GET /api/protocols/{id}/documents/pdf|docx through the app's base query (bearer token, refresh on 401),
 * saved under the server's file name. Only the name reaches the store: blobs are not serialisable.
 */
export const documentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    downloadProtocolDocument: build.mutation<string, { protocolId: number; format: DocumentFormat }>({
      async queryFn({ protocolId, format }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: `/api/protocols/${protocolId}/documents/${format}`,
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
  }),
});

export const { useDownloadProtocolDocumentMutation } = documentApi;
