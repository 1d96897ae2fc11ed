import { Box, Center, Skeleton, Text } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { useState } from 'react';
import {
  hasTasks,
  isoDay,
  monthLabel,
  monthOf,
  MonthSwitcher,
  STATS_TEXTS,
  StatsPanel,
  TASK_CHART_SERIES,
  taskLegendOrder,
  useGetWeeklyTasksQuery,
  weekBars,
  weeklySummary,
} from '../../../entities/stats';
import { describeError } from '../../../shared/api';
import { FailureAlert } from '../../../shared/ui';

const TEXTS = STATS_TEXTS.taskChart;
const CHART_HEIGHT = 260;
const EMPTY_HEIGHT = 120;



/** Stacked bars of the secretary's tasks by status at the end of each week of a month, with month navigation. */
export function WeeklyTaskChart({ secretaryId }: { secretaryId: number }) {
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const weeks = useGetWeeklyTasksQuery({ secretaryId, month }, { refetchOnMountOrArgChange: 30 });
  const bars = weeks.currentData ? weekBars(weeks.currentData, isoDay()) : null;

  return (
    <StatsPanel
      title={TEXTS.title}
      hint={TEXTS.hint}
      actions={<MonthSwitcher month={month} onChange={setMonth} />}
      testId="weekly-task-chart"
    >
      {weeks.isError ? (
        <FailureAlert message={describeError(weeks.error, STATS_TEXTS.loadFailed)} />
      ) : !bars ? (
        <Skeleton h={CHART_HEIGHT} radius="md" />
      ) : !hasTasks(bars) ? (
        <Center h={EMPTY_HEIGHT}>
          <Text c="dimmed">{TEXTS.empty}</Text>
        </Center>
      ) : (
        <Box role="img" aria-label={weeklySummary(monthLabel(month), bars)} data-testid="weekly-task-bars">
          <BarChart
            h={CHART_HEIGHT}
            data={bars}
            dataKey="week"
            type="stacked"
            series={TASK_CHART_SERIES}
            withLegend
            legendProps={{ verticalAlign: 'bottom', height: 40, itemSorter: taskLegendOrder }}
            tickLine="y"
            yAxisProps={{ allowDecimals: false, width: 32, interval: 0 }}
            maxBarWidth={56}
            tooltipAnimationDuration={150}
          />
        </Box>
      )}
    </StatsPanel>
  );
}
