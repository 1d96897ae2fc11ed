export { KeywordSettings } from './ui/KeywordSettings';
