export { useDeleteMeeting } from './model/use-delete-meeting';
