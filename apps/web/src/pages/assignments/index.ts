export { AssignmentsPage } from './AssignmentsPage';
