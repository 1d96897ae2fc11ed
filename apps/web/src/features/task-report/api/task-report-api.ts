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
        const { data } = await queryFulfilled;
        dispatch(taskReportApi.util.upsertQueryData('getTaskReportPage', token, data));
      },
    }),
  }),
});

export const { useGetTaskReportPageQuery, useGetTaskReportExtractQuery, useSendTaskReportMutation } = taskReportApi;
