import type { Meeting } from '@protocolist/contracts/meetings';
import { baseApi, unwrap } from '../../../shared/api';

/** The meeting a protocol is created for (/main/protocols/add?meeting_id=…). */
export const meetingPrefillApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMeetingForProtocol: build.query<Meeting, number>({
      query: (id) => `/api/meetings/${id}`,
      transformResponse: unwrap<Meeting>,
      providesTags: (_result, _error, id) => [{ type: 'Meeting', id }],
    }),
  }),
});

export const { useGetMeetingForProtocolQuery } = meetingPrefillApi;
