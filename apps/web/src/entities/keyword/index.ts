export {
  keywordApi,
  useGetKeywordsQuery,
  useCreateKeywordMutation,
  useUpdateKeywordMutation,
  useDeleteKeywordMutation,
  useReorderKeywordsMutation,
  usePreviewKeywordsMutation,
} from './api/keyword-api';
export { KeywordPhrases } from './ui/KeywordPhrases';
export { keywordAlternatives, KEYWORD_PHRASE_MAX, KEYWORD_TITLE_MAX } from '@protocolist/contracts/keywords';
export type { Keyword, KeywordPreviewSection } from '@protocolist/contracts/keywords';
