export { SuggestionsReview } from './ui/SuggestionsReview';
export { suggestionsApi } from './api/suggestions-api';
