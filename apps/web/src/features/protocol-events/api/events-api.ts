import { baseApi, unwrap } from '../../../shared/api';

export const EVENTS_URL = '/api/events';

export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A short-lived ticket for the event stream. The stream itself sends the bearer token; this call goes
     * through the re-auth base query, so asking for it renews an expired session the usual way.
     */
    createEventsTicket: build.mutation<{ ticket: string }, void>({
      query: () => ({ url: `${EVENTS_URL}/ticket`, method: 'POST' }),
      transformResponse: unwrap<{ ticket: string }>,
    }),
  }),
});
