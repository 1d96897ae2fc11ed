export { TASK_CHART_STATE, WeeklyTaskChart } from './ui/WeeklyTaskChart';
