export { TaskFormModal } from './ui/TaskFormModal';
export type { TaskFormModalProps } from './ui/TaskFormModal';
