import type { Keyword, KeywordInput, KeywordPreviewSection } from '@protocolist/contracts/keywords';
import { baseApi, unwrap } from '../../../shared/api';

const LIST = { type: 'Keyword' as const, id: 'LIST' };
/** Keyword changes re-cut the draft sections of the secretary's protocols. */
const AFFECTED = [LIST, 'Protocol' as const, 'FinalProtocol' as const];

export const keywordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getKeywords: build.query<Keyword[], void>({
      query: () => '/api/keywords',
      transformResponse: unwrap<Keyword[]>,
      providesTags: [LIST],
    }),
    createKeyword: build.mutation<Keyword, KeywordInput>({
      query: (body) => ({ url: '/api/keywords', method: 'POST', body }),
      transformResponse: unwrap<Keyword>,
      invalidatesTags: AFFECTED,
    }),
    updateKeyword: build.mutation<Keyword, KeywordInput & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/keywords/${id}`, method: 'PUT', body }),
      transformResponse: unwrap<Keyword>,
      invalidatesTags: AFFECTED,
    }),
    deleteKeyword: build.mutation<void, number>({
      query: (id) => ({ url: `/api/keywords/${id}`, method: 'DELETE' }),
      invalidatesTags: AFFECTED,
    }),
    /** All ids in the new order; the list shows the new order at once and rolls back if the server refuses. */
    reorderKeywords: build.mutation<Keyword[], number[]>({
      query: (ids) => ({ url: '/api/keywords/order', method: 'PUT', body: { ids } }),
      transformResponse: unwrap<Keyword[]>,
      async onQueryStarted(ids, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          keywordApi.util.updateQueryData('getKeywords', undefined, (draft) => {
            const byId = new Map(draft.map((keyword) => [keyword.id, keyword]));
            return ids.flatMap((id, index) => {
              const keyword = byId.get(id);
              return keyword ? [{ ...keyword, position: index + 1 }] : [];
            });
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: AFFECTED,
    }),
    /** «Проверить на тексте»: the sections the saved keywords cut from a sample. */
    previewKeywords: build.mutation<KeywordPreviewSection[], string>({
      query: (text) => ({ url: '/api/keywords/preview', method: 'POST', body: { text } }),
      transformResponse: unwrap<KeywordPreviewSection[]>,
    }),
  }),
});

export const {
  useGetKeywordsQuery,
  useCreateKeywordMutation,
  useUpdateKeywordMutation,
  useDeleteKeywordMutation,
  useReorderKeywordsMutation,
  usePreviewKeywordsMutation,
} = keywordApi;
