export { TaskReportReview } from './ui/TaskReportReview';
