export { UserFormModal } from './ui/UserFormModal';
export type { UserFormModalProps } from './ui/UserFormModal';
