export { TaskReportView } from './ui/TaskReportView';
export { TASK_REPORT_TEXTS } from './config/messages';
export { taskReportApi, useGetTaskReportPageQuery } from './api/task-report-api';
export { useGetTaskReportExtractQuery } from './api/task-report-api';
