import type { PublicTaskReportPage, ReportKind, TaskReportExtract } from '@protocolist/contracts/task-reports';
import { baseApi, toFormData, unwrap } from '../../../shared/api';

export interface SendTaskReport {
  token: string;
  kind: ReportKind;
  comment: string;
  proposed_deadline?: string;
  file?: File | null;
}

/** The public page behind the link in a task letter: no sign-in, the token is the key. */
export const taskReportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTaskReportPage: build.query<PublicTaskReportPage, string>({
      query: (token) => `/api/task-reports/${encodeURIComponent(token)}`,
      transformResponse: unwrap<PublicTaskReportPage>,
    }),
    getTaskReportExtract: build.query<TaskReportExtract, string>({
      query: (token) => `/api/task-reports/${encodeURIComponent(token)}/extract`,
      transformResponse: unwrap<TaskReportExtract>,
    }),
    sendTaskReport: build.mutation<PublicTaskReportPage, SendTaskReport>({
      query: ({ token, file, ...fields }) => ({
        url: `/api/task-reports/${encodeURIComponent(token)}`,
        method: 'POST',
        body: toFormData({ ...fields, file: file ?? undefined }),
      }),
      transformResponse: unwrap<PublicTaskReportPage>,
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        // A refused report (422, 404) is shown by the form from the mutation's result; nothing to store then.
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(taskReportApi.util.upsertQueryData('getTaskReportPage', token, result.data));
      },
    }),
  }),
});

export const { useGetTaskReportPageQuery, useGetTaskReportExtractQuery, useSendTaskReportMutation } = taskReportApi;
