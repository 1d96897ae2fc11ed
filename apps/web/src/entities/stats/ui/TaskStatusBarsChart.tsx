import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { TASK_CHART_SERIES, taskLegendOrder } from '../model/task-colors';

export interface TaskStatusBarsProps {
  /** One bar a row: the row's `dataKey` names it, `process`/`success`/`expired` stack up. */
  data: readonly object[];
  dataKey: string;
  height: number;
  /** What the chart shows, in words, for screen readers. */
  summary: string;
  maxBarWidth: number;
  testId?: string;
  /** A click on a bar's part: the bar's index and the status of that part (the list behind it). */
  onBarClick?: (index: number, status: string) => void;
}

/** Stacked bars of tasks by status, coloured and ordered as every task chart of the app (recharts: loaded lazily). */
export default function TaskStatusBarsChart({ data, dataKey, height, summary, maxBarWidth, testId, onBarClick }: TaskStatusBarsProps) {
  return (
    <Box role="img" aria-label={summary} data-testid={testId}>
      <BarChart
        h={height}
        data={data as Record<string, unknown>[]}
        dataKey={dataKey}
        type="stacked"
        series={TASK_CHART_SERIES}
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 40, itemSorter: taskLegendOrder }}
        tickLine="y"
        yAxisProps={{ allowDecimals: false, width: 32, interval: 0 }}
        maxBarWidth={maxBarWidth}
        tooltipAnimationDuration={150}
        barProps={
          onBarClick
            ? (series) => ({ onClick: (_entry: unknown, index: number) => onBarClick(index, series.name), style: { cursor: 'pointer' } })
            : undefined
        }
      />
    </Box>
  );
}
