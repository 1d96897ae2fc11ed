export { TaskFormModal } from './ui/TaskFormModal';
