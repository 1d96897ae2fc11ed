import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { Task } from '@protocolist/contracts/tasks';
import { baseApi, unwrap } from '../../../shared/api';
import { fileNameFromDisposition, saveBlob } from '../../../shared/lib';

/** A decision changes the task in its protocol's list, the protocol's counts and the register. */
const decided = (protocolId: number) => [
  { type: 'ProtocolTask' as const, id: `protocol-${protocolId}` },
  { type: 'Protocol' as const, id: protocolId },
  { type: 'Protocol' as const, id: 'LIST' },
  'Assignment' as const,
];

interface TaskRef {
  taskId: number;
  protocolId: number;
}

export const reportReviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    acceptTaskReport: build.mutation<Task, TaskRef>({
      query: ({ taskId }) => ({ url: `/api/protocols/tasks/${taskId}/report/accept`, method: 'POST' }),
      transformResponse: unwrap<Task>,
      invalidatesTags: (_result, _error, { protocolId }) => decided(protocolId),
    }),
    returnTaskReport: build.mutation<Task, TaskRef & { comment: string }>({
      query: ({ taskId, comment }) => ({ url: `/api/protocols/tasks/${taskId}/report/return`, method: 'POST', body: { comment } }),
      transformResponse: unwrap<Task>,
      invalidatesTags: (_result, _error, { protocolId }) => decided(protocolId),
    }),
    /** A new link mailed to the person responsible; the old one stops working. */
    reissueReportLink: build.mutation<Task, TaskRef>({
      query: ({ taskId }) => ({ url: `/api/protocols/tasks/${taskId}/report-link`, method: 'POST' }),
      transformResponse: unwrap<Task>,
      invalidatesTags: (_result, _error, { protocolId }) => decided(protocolId),
    }),
    /** The link stops working; no new one is sent (the secretary may send one later). */
    revokeReportLink: build.mutation<Task, TaskRef>({
      query: ({ taskId }) => ({ url: `/api/protocols/tasks/${taskId}/report-link`, method: 'DELETE' }),
      transformResponse: unwrap<Task>,
      invalidatesTags: (_result, _error, { protocolId }) => decided(protocolId),
    }),
    /** The report's file through the app's base query (bearer token), saved under its own name. */
    downloadTaskReportFile: build.mutation<string, { taskId: number; reportId: number; name: string }>({
      async queryFn({ taskId, reportId, name }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: `/api/protocols/tasks/${taskId}/reports/${reportId}/file`,
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
          cache: 'no-store',
        });
        if (result.error) return { error: result.error };
        const meta = result.meta as FetchBaseQueryMeta | undefined;
        const fileName = fileNameFromDisposition(meta?.response?.headers.get('content-disposition') ?? null) ?? name;
        saveBlob(result.data as Blob, fileName);
        return { data: fileName };
      },
    }),
  }),
});

export const { useAcceptTaskReportMutation, useReturnTaskReportMutation, useDownloadTaskReportFileMutation, useReissueReportLinkMutation, useRevokeReportLinkMutation } =
  reportReviewApi;
