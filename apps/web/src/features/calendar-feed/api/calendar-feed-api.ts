import type { CalendarFeed } from '@protocolist/contracts/meetings';
import { baseApi, unwrap } from '../../../shared/api';

export const calendarFeedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCalendarFeed: build.query<CalendarFeed, void>({
      query: () => '/api/calendar/feed',
      transformResponse: unwrap<CalendarFeed>,
    }),
    /** A new secret address; the old one stops working at once. */
    regenerateCalendarFeed: build.mutation<CalendarFeed, void>({
      query: () => ({ url: '/api/calendar/feed/regenerate', method: 'POST' }),
      transformResponse: unwrap<CalendarFeed>,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(calendarFeedApi.util.upsertQueryData('getCalendarFeed', undefined, data));
      },
    }),
  }),
});

export const { useGetCalendarFeedQuery, useRegenerateCalendarFeedMutation } = calendarFeedApi;
