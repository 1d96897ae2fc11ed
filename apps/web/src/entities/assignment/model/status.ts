import type { AssignmentStatus } from '@protocolist/contracts/assignments';

export const ASSIGNMENT_STATUS_COLORS: Record<AssignmentStatus, string> = {
  new: 'grape',
  process: 'blue',
  moved: 'orange',
  expired: 'red',
  success: 'green',
};
