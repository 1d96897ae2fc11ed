import type { TaskStatus } from '@protocolist/contracts/enums';

/**
 * Task status colours of the charts: Okabe–Ito blue, bluish green and vermillion, told apart with any colour
 * vision; every chart also names each series in its legend.
 */
export const TASK_CHART_COLORS: Record<TaskStatus, string> = {
  process: '#0072B2',
  success: '#009E73',
  expired: '#D55E00',
};
