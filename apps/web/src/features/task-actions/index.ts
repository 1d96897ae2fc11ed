export { TaskCompletionCheckbox } from './ui/TaskCompletionCheckbox';
export { DeleteTaskButton } from './ui/DeleteTaskButton';
