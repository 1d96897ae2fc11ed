import { Badge } from '@mantine/core';
import type { TaskStatus } from '@protocolist/contracts/enums';
import { TASK_STATUS_COLORS, TASK_STATUS_LABELS } from '../model/status';

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return (
    <Badge variant="light" color={TASK_STATUS_COLORS[status]} radius="sm" data-status={status}>
      {TASK_STATUS_LABELS[status]}
    </Badge>
  );
}
