export { GlobalSearch } from './ui/GlobalSearch';
export { hitTarget } from './model/hit-target';
