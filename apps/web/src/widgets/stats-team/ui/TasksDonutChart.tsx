import { DonutChart, type DonutChartCell } from '@mantine/charts';

/** The donut itself (recharts: loaded lazily by TasksDonut, only when there are tasks to draw). */
export default function TasksDonutChart({ slices, size, total }: { slices: DonutChartCell[]; size: number; total: number }) {
  return (
    <DonutChart
      data={slices}
      size={size}
      thickness={24}
      chartLabel={total}
      withTooltip={false}
      styles={{ label: { fontSize: 24, fontWeight: 700 } }}
    />
  );
}
