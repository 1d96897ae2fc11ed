export {
  ASSIGNMENTS_PAGE_SIZE,
  assignmentApi,
  assignmentParams,
  useBulkAssignmentStatusMutation,
  useDownloadAssignmentsMutation,
  useGetAssignmentFiltersQuery,
  useGetAssignmentsQuery,
} from './api/assignment-api';
export type { AssignmentQuery } from './api/assignment-api';
export { AssignmentStatusBadge } from './ui/AssignmentStatusBadge';
export type { Assignment } from '@protocolist/contracts/assignments';
