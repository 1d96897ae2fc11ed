import type { DeadlineFeed } from '@protocolist/contracts/assignments';
import { baseApi, unwrap } from '../../../shared/api';

const feedUrl = (personId: number) => `/api/assignments/calendar-feeds/${personId}`;

/** A person's deadlines as a calendar feed: the user's own secret address (null: none yet). */
export const deadlineFeedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDeadlineFeed: build.query<DeadlineFeed | null, number>({
      query: feedUrl,
      transformResponse: unwrap<DeadlineFeed | null>,
      keepUnusedDataFor: 0,
    }),
    /** A new address; the old one, if any, stops working at once. */
    renewDeadlineFeed: build.mutation<DeadlineFeed, number>({
      query: (personId) => ({ url: feedUrl(personId), method: 'POST' }),
      transformResponse: unwrap<DeadlineFeed>,
      async onQueryStarted(personId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(deadlineFeedApi.util.upsertQueryData('getDeadlineFeed', personId, data));
      },
    }),
    revokeDeadlineFeed: build.mutation<null, number>({
      query: (personId) => ({ url: feedUrl(personId), method: 'DELETE' }),
      transformResponse: () => null,
      async onQueryStarted(personId, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (done) dispatch(deadlineFeedApi.util.upsertQueryData('getDeadlineFeed', personId, null));
      },
    }),
  }),
});

export const { useGetDeadlineFeedQuery, useRenewDeadlineFeedMutation, useRevokeDeadlineFeedMutation } = deadlineFeedApi;
