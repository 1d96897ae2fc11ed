import type { WeekTaskStats } from '@protocolist/contracts/stats';
import { weekLabel } from './week-label';
import { STATS_TEXTS } from '../config/messages';

/** One bar of the chart; a week that has not begun yet has no figures (null draws no bar). */
interface WeekBar {
  week: string;
  process: number | null;
  success: number | null;
  expired: number | null;
}

/** Bars per week; weeks starting after `today` are left empty rather than repeating today's figures. */
export function weekBars(weeks: readonly WeekTaskStats[], today: string): WeekBar[] {
  return weeks.map(({ from, to, process, success, expired }) =>
    from > today
      ? { week: weekLabel(from, to), process: null, success: null, expired: null }
      : { week: weekLabel(from, to), process, success, expired },
  );
}

const total = (bar: WeekBar) => (bar.process ?? 0) + (bar.success ?? 0) + (bar.expired ?? 0);

export function hasTasks(bars: readonly WeekBar[]): boolean {
  return bars.some((bar) => total(bar) > 0);
}

/** What the chart shows, for screen readers (the chart container's aria-label). */
export function weeklySummary(monthTitle: string, bars: readonly WeekBar[]): string {
  return STATS_TEXTS.taskChart.summary(
    monthTitle.toLocaleLowerCase('ru'),
    bars
      .filter((bar) => bar.process !== null)
      .map((bar) => STATS_TEXTS.taskChart.week(bar.week, bar.process ?? 0, bar.success ?? 0, bar.expired ?? 0)),
  );
}
