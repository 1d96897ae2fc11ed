export { TaskReportReview } from './ui/TaskReportReview';
export { ReissueReportLinkButton } from './ui/ReissueReportLinkButton';
