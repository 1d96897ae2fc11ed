export { KeywordPreview } from './ui/KeywordPreview';
