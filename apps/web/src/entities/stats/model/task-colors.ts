import { TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@protocolist/contracts/enums';

/**
 * Task status colours of the charts: Okabe–Ito blue, bluish green and vermillion, told apart with any colour
 * vision; every chart also names each series in its legend.
 */
export const TASK_CHART_COLORS: Record<TaskStatus, string> = {
  process: '#0072B2',
  success: '#009E73',
  expired: '#D55E00',
};

/** The task statuses as chart series, in status order. */
export const TASK_CHART_SERIES = TASK_STATUSES.map((status) => ({
  name: status,
  label: TASK_STATUS_LABELS[status],
  color: TASK_CHART_COLORS[status],
}));

/** Keeps a chart's legend in status order (recharts would sort it by name). */
export const taskLegendOrder = (item: { dataKey?: unknown }) => TASK_STATUSES.indexOf(item.dataKey as TaskStatus);
