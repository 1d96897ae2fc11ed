import { Anchor, Center, Group, Skeleton, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import {
  hasTasks,
  isoDay,
  monthLabel,
  monthOf,
  MonthSwitcher,
  STATS_TEXTS,
  StatsPanel,
  TaskStatusBars,
  useGetWeeklyTasksQuery,
  weekBars,
  weeklySummary,
} from '../../../entities/stats';
import { FailureAlert, queryFailure } from '../../../shared/ui';
import { urlParam, useUrlState } from '../../../shared/lib';

const TEXTS = STATS_TEXTS.taskChart;
const CHART_HEIGHT = 260;
const EMPTY_HEIGHT = 120;

/** The month shown, kept in the address (issue 15): ?tasksMonth=2026-10; absent, the current month. */
export const TASK_CHART_STATE = { tasksMonth: urlParam.month() };

interface WeeklyTaskChartProps {
  secretaryId: number;
  /**
   * The tasks behind a bar (a manager's drill-down): those in `status` (all when null) at the end of day `to`. A
   * bar's part is then clickable, and each week is a link under the chart for the keyboard.
   */
  linkOf?: (to: string, status: string | null) => string;
}

/** Stacked bars of the secretary's tasks by status at the end of each week of a month, with month navigation. */
export function WeeklyTaskChart({ secretaryId, linkOf }: WeeklyTaskChartProps) {
  const navigate = useNavigate();
  const [{ tasksMonth }, setChart] = useUrlState(TASK_CHART_STATE);
  const current = monthOf(new Date());
  const month = tasksMonth ?? current;
  const setMonth = (next: string) => setChart({ tasksMonth: next === current ? null : next });
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
        <FailureAlert {...queryFailure(weeks, STATS_TEXTS.loadFailed)} />
      ) : !bars ? (
        <Skeleton h={CHART_HEIGHT} radius="md" />
      ) : !hasTasks(bars) ? (
        <Center h={EMPTY_HEIGHT}>
          <Text c="dimmed">{TEXTS.empty}</Text>
        </Center>
      ) : (
        <>
          <TaskStatusBars
            data={bars}
            dataKey="week"
            height={CHART_HEIGHT}
            summary={weeklySummary(monthLabel(month), bars)}
            maxBarWidth={56}
            testId="weekly-task-bars"
            onBarClick={
              linkOf && weeks.currentData
                ? (index, status) => {
                    const week = weeks.currentData?.[index];
                    if (week && bars[index]?.process !== null) void navigate(linkOf(week.to, status));
                  }
                : undefined
            }
          />
          {linkOf && weeks.currentData && (
            <Group gap="xs" wrap="wrap" data-testid="weekly-task-links">
              <Text fz="xs" c="dimmed">
                {TEXTS.weekLinks}
              </Text>
              {weeks.currentData.map((week, index) =>
                bars[index]?.process === null ? null : (
                  <Anchor key={week.to} component={Link} to={linkOf(week.to, null)} fz="xs">
                    {bars[index]!.week}
                  </Anchor>
                ),
              )}
            </Group>
          )}
        </>
      )}
    </StatsPanel>
  );
}
