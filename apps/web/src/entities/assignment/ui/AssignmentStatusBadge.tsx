import { Badge } from '@mantine/core';
import { ASSIGNMENT_STATUS_LABELS, type AssignmentStatus } from '@protocolist/contracts/assignments';
import { ASSIGNMENT_STATUS_COLORS } from '../model/status';

export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  return (
    <Badge variant="light" color={ASSIGNMENT_STATUS_COLORS[status]} radius="sm" data-status={status}>
      {ASSIGNMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
