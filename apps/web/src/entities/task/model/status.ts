import { TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@protocolist/contracts/enums';

export { TASK_STATUS_LABELS, TASK_STATUSES };

export const TASK_STATUS_COLORS: Record<TaskStatus, string> = {
  process: 'blue',
  success: 'green',
  expired: 'red',
};

/** «Выполнено» unticked: back to work (the nightly job marks it overdue again if its day has passed). */
export function toggledStatus(status: TaskStatus): TaskStatus {
  return status === 'success' ? 'process' : 'success';
}
