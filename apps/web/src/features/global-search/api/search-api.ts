import type { SearchKind, SearchResults } from '@protocolist/contracts/search';
import { baseApi, unwrap } from '../../../shared/api';

export interface SearchArgs {
  q: string;
  kind: SearchKind | null;
  from: string | null;
  to: string | null;
  page: number;
}

/**
 * GET /api/search. The pages of one query share a cache entry: «Показать ещё» appends the next page to the hits
 * already shown; a new query, kind or date starts again from its first page.
 */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResults, SearchArgs>({
      query: ({ q, kind, from, to, page }) => {
        const params: Record<string, string> = { q, page: String(page) };
        if (kind) params.kind = kind;
        if (from) params.from = from;
        if (to) params.to = to;
        return { url: '/api/search', params };
      },
      transformResponse: unwrap<SearchResults>,
      serializeQueryArgs: ({ queryArgs: { page: _page, ...rest } }) => rest,
      merge: (cached, incoming, { arg }) => {
        if (arg.page === 1) return incoming;
        const seen = new Set(cached.data.map((hit) => hit.key));
        // People come with the first page only.
        return { ...incoming, users: cached.users, data: [...cached.data, ...incoming.data.filter((hit) => !seen.has(hit.key))] };
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.page !== previousArg?.page,
      // What was written since (a task, a protocol's sections) must show in the next search.
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'Protocol', id: 'LIST' }],
    }),
  }),
});

export const { useSearchQuery } = searchApi;
