export { SuggestionsReview } from './ui/SuggestionsReview';
export { suggestionsApi } from './api/suggestions-api';
export type { TaskOverrides } from './api/suggestions-api';
