export {
  statsApi,
  useGetTeamTotalsQuery,
  useGetSecretaryRowsQuery,
  useGetMeetingMarkersQuery,
  useGetSecretaryEntitiesQuery,
  useGetWeeklyTasksQuery,
  useGetMyTasksQuery,
} from './api/stats-api';
export { daysBetween, isoDay, monthGridRange, monthLabel, monthOf } from './model/month';
export { hasTasks, weekBars, weeklySummary } from './model/weekly-chart';
export { TASK_CHART_COLORS } from './model/task-colors';
export { urgentTasks } from './model/urgent-tasks';
export { counterListPath, registerCounterListPath, weekListPath } from './model/drill-down';
export type { UrgentTask } from './model/urgent-tasks';
export { formatShare, nextSort, searchSecretaries, SECRETARY_SORT_KEYS, shortName, sortSecretaries } from './model/secretary-rows';
export type { SecretarySort, SecretarySortKey } from './model/secretary-rows';
export { MonthSwitcher } from './ui/MonthSwitcher';
export { StatTiles, statTiles } from './ui/StatTiles';
export type { StatTileProps } from './ui/StatTiles';
export { StatsPanel } from './ui/StatsPanel';
export { TaskStatusBars } from './ui/TaskStatusBars';
export type { SecretaryMeetingMarker, SecretaryStatsRow, TaskCounts } from '@protocolist/contracts/stats';
export { STATS_TEXTS } from './config/messages';
