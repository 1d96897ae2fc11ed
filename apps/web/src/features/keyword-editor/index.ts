export { KeywordFormModal } from './ui/KeywordFormModal';
