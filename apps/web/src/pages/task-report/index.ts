export { TaskReportPage } from './TaskReportPage';
