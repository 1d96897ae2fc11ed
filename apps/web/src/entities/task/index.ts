export {
  taskApi,
  useGetProtocolTasksQuery,
  useGetTaskListQuery,
  useCreateTaskMutation,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
} from './api/task-api';
export { TASK_STATUS_LABELS, TASK_STATUSES, toggledStatus } from './model/status';
export { DEFAULT_DEADLINE_DAYS } from './model/task-form';
export type { TaskRequest } from './model/task-form';
export { TaskForm } from './ui/TaskForm';
export { TaskStatusBadge } from './ui/TaskStatusBadge';
export { TaskHistoryPopover } from './ui/TaskHistoryPopover';
export type { Task } from '@protocolist/contracts/tasks';
export type { TaskListParams } from './api/task-api';
