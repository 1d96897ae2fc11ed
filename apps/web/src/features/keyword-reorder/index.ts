export { useKeywordReorder } from './model/use-keyword-reorder';
