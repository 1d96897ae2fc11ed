export {
  statsApi,
  useGetTeamTotalsQuery,
  useGetSecretaryRowsQuery,
  useGetMeetingMarkersQuery,
  useGetSecretaryEntitiesQuery,
  useGetWeeklyTasksQuery,
  useGetMyTasksQuery,
} from './api/stats-api';
export type { DateRange, MyTasksArgs, WeeklyTasksArgs } from './api/stats-api';
export { daysBetween, isoDay, monthGridRange, monthLabel, monthOf, shiftMonth } from './model/month';
export { weekLabel } from './model/week-label';
export { hasTasks, weekBars, weeklySummary } from './model/weekly-chart';
export type { WeekBar } from './model/weekly-chart';
export { TASK_CHART_COLORS } from './model/task-colors';
export { DUE_SOON_DAYS, urgentTasks } from './model/urgent-tasks';
export type { UrgentTask } from './model/urgent-tasks';
export {
  formatShare,
  nextSort,
  searchSecretaries,
  SECRETARY_SORT_KEYS,
  shortName,
  sortSecretaries,
} from './model/secretary-rows';
export type { SecretarySort, SecretarySortKey } from './model/secretary-rows';
export { MonthSwitcher } from './ui/MonthSwitcher';
export { StatTile, StatTiles, statTiles } from './ui/StatTiles';
export type { StatTileProps } from './ui/StatTiles';
export { StatsPanel } from './ui/StatsPanel';
export { TaskStatusBars } from './ui/TaskStatusBars';
export type {
  EntityCounts,
  ManagerAllStats,
  SecretaryEntityStats,
  SecretaryMeetingMarker,
  SecretaryStatsRow,
  TaskCounts,
  WeekTaskStats,
} from '@protocolist/contracts/stats';
export { STATS_TEXTS } from './config/messages';
