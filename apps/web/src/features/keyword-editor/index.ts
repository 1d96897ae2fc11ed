export { KeywordFormModal } from './ui/KeywordFormModal';
export type { KeywordFormModalProps } from './ui/KeywordFormModal';
