export { TaskReportReview } from './ui/TaskReportReview';
export { ReissueReportLinkButton } from './ui/ReissueReportLinkButton';
export { RevokeReportLinkButton } from './ui/RevokeReportLinkButton';
