import type { Meeting } from '@protocolist/contracts/meetings';
import { baseApi, toFormData, unwrap, type FormPayload } from '../../../shared/api';
import { saveBlob } from '../../../shared/lib';
import type { MeetingRange, MeetingTimes } from '../model/time';

export interface MeetingMemberInput {
  member_id: number;
  should_notify: boolean;
}

export interface MeetingFields extends MeetingTimes {
  theme: string;
  link?: string | null;
  description?: string | null;
  members?: MeetingMemberInput[];
  /** A new attachment: the request then goes as multipart. */
  document?: File | null;
}

export type CreateMeetingPayload = MeetingFields;

export interface UpdateMeetingPayload extends Partial<MeetingFields> {
  id: number;
  remove_document?: boolean;
  /** false: the members get no mail about this change (a calendar drag the secretary chose not to announce). */
  notify?: boolean;
}

export interface OverlapsQuery extends MeetingTimes {
  exclude_id?: number;
}

/** JSON normally; multipart (members as one JSON field) when a file goes with it. */
function meetingBody(payload: Omit<UpdateMeetingPayload, 'id'>, method?: 'PUT'): FormData | object {
  const { document, members, ...fields } = payload;
  if (!document) return members === undefined ? fields : { ...fields, members };
  const form: FormPayload = { ...fields, document };
  if (members !== undefined) form.members = JSON.stringify(members);
  return toFormData(form, method);
}

const listTag = { type: 'Meeting' as const, id: 'LIST' };

export const meetingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMeetings: build.query<Meeting[], MeetingRange>({
      query: (range) => ({ url: '/api/meetings', params: range }),
      transformResponse: unwrap<Meeting[]>,
      providesTags: (result) => [listTag, ...(result ?? []).map((meeting) => ({ type: 'Meeting' as const, id: meeting.id }))],
    }),
    /** The secretary's own meetings that share some of this time. */
    getMeetingOverlaps: build.query<Meeting[], OverlapsQuery>({
      query: (params) => ({ url: '/api/meetings/overlaps', params }),
      transformResponse: unwrap<Meeting[]>,
      providesTags: [listTag],
      keepUnusedDataFor: 5,
    }),
    createMeeting: build.mutation<Meeting, CreateMeetingPayload>({
      query: (payload) => ({ url: '/api/meetings', method: 'POST', body: meetingBody(payload) }),
      transformResponse: unwrap<Meeting>,
      invalidatesTags: [listTag, 'Stats'],
    }),
    /** JSON PUT; with a file, a form POST carrying `_method=PUT`. Without `members` the members stay. */
    updateMeeting: build.mutation<Meeting, UpdateMeetingPayload>({
      query: ({ id, ...payload }) =>
        payload.document
          ? { url: `/api/meetings/${id}`, method: 'POST', body: meetingBody(payload, 'PUT') }
          : { url: `/api/meetings/${id}`, method: 'PUT', body: meetingBody(payload) },
      transformResponse: unwrap<Meeting>,
      invalidatesTags: (_result, _error, { id }) => [listTag, { type: 'Meeting', id }, 'Stats'],
    }),
    deleteMeeting: build.mutation<null, number>({
      query: (id) => ({ url: `/api/meetings/${id}`, method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, id) => [listTag, { type: 'Meeting', id }, 'Stats'],
    }),
    /** The attachment needs the bearer token, so it is fetched here and handed to the browser as a download. */
    downloadMeetingDocument: build.mutation<null, { url: string; name: string }>({
      query: ({ url, name }) => ({
        url,
        cache: 'no-store',
        responseHandler: async (response) => {
          if (!response.ok) return response.json().catch(() => null);
          saveBlob(await response.blob(), name);
          return null;
        },
      }),
    }),
  }),
});

export const {
  useGetMeetingsQuery,
  useGetMeetingOverlapsQuery,
  useCreateMeetingMutation,
  useUpdateMeetingMutation,
  useDeleteMeetingMutation,
  useDownloadMeetingDocumentMutation,
} = meetingApi;
