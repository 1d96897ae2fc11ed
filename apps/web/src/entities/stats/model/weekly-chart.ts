import type { WeekTaskStats } from '@protocolist/contracts/stats';
import { STATS_TEXTS } from '../../../shared/config';
import { weekLabel } from './week-label';

export interface WeekBar {
  week: string;
  process: number;
  success: number;
  expired: number;
}

export function weekBars(weeks: readonly WeekTaskStats[]): WeekBar[] {
  return weeks.map(({ from, to, process, success, expired }) => ({ week: weekLabel(from, to), process, success, expired }));
}

export function hasTasks(bars: readonly WeekBar[]): boolean {
  return bars.some((bar) => bar.process + bar.success + bar.expired > 0);
}

/** What the chart shows, for screen readers (the chart container's aria-label). */
export function weeklySummary(monthTitle: string, bars: readonly WeekBar[]): string {
  return STATS_TEXTS.taskChart.summary(
    monthTitle.toLocaleLowerCase('ru'),
    bars.map((bar) => STATS_TEXTS.taskChart.week(bar.week, bar.process, bar.success, bar.expired)),
  );
}
