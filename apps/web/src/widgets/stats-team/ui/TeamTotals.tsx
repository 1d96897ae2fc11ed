import { Alert, Box, Center, ColorSwatch, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { DonutChart } from '@mantine/charts';
import { IconUsers } from '@tabler/icons-react';
import { TASK_STATUS_LABELS } from '@protocolist/contracts/enums';
import {
  StatsPanel,
  TASK_CHART_COLORS,
  statTiles,
  StatTiles,
  useGetSecretaryRowsQuery,
  useGetTeamTotalsQuery,
  type StatTileProps,
  type TaskCounts,
} from '../../../entities/stats';
import { describeError } from '../../../shared/api';
import { STATS_TEXTS } from '../../../shared/config';

const TEXTS = STATS_TEXTS.team;

function TasksDonut({ tasks }: { tasks: TaskCounts }) {
  const slices = (['process', 'success', 'expired'] as const).map((status) => ({
    name: TASK_STATUS_LABELS[status],
    value: tasks[status],
    color: TASK_CHART_COLORS[status],
  }));
  const total = tasks.process + tasks.success + tasks.expired;
  return (
    <Group gap="lg" justify="center" wrap="nowrap">
      <Box role="img" aria-label={TEXTS.tasksSummary(tasks.process, tasks.success, tasks.expired)} data-testid="team-tasks-donut">
        {total > 0 ? (
          <DonutChart data={slices} size={150} thickness={24} chartLabel={total} withTooltip={false} />
        ) : (
          <Center w={150} h={150}>
            <Text c="dimmed" fz="sm" ta="center">
              {TEXTS.noTasks}
            </Text>
          </Center>
        )}
      </Box>
      <Stack gap={6}>
        {slices.map((slice) => (
          <Group key={slice.name} gap={8} wrap="nowrap">
            <ColorSwatch color={slice.color} size={12} withShadow={false} />
            <Text fz="sm">
              {slice.name}: <b>{slice.value}</b>
            </Text>
          </Group>
        ))}
        <Text fz="xs" c="dimmed">
          {TEXTS.tasksTotal(total)}
        </Text>
      </Stack>
    </Group>
  );
}

/** The manager's team at a glance: counters over all his secretaries and their tasks by status. */
export function TeamTotals() {
  const totals = useGetTeamTotalsQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const rows = useGetSecretaryRowsQuery();
  const secretariesTile: StatTileProps | null = rows.data
    ? {
        id: 'secretaries',
        label: STATS_TEXTS.counters.secretaries,
        value: rows.data.length,
        color: 'purple',
        icon: IconUsers,
        caption: STATS_TEXTS.counters.activeSecretaries(rows.data.filter((row) => row.is_active).length),
      }
    : null;
  const tiles = totals.data && secretariesTile ? [secretariesTile, ...statTiles(totals.data)] : null;

  if (totals.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {describeError(totals.error, STATS_TEXTS.loadFailed)}
      </Alert>
    );
  }
  return (
    <Grid gutter="md" data-testid="team-totals">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <StatTiles tiles={tiles} label={TEXTS.title} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <StatsPanel title={TEXTS.tasksChart}>
          {totals.data ? <TasksDonut tasks={totals.data.tasks} /> : <Skeleton h={150} radius="md" />}
        </StatsPanel>
      </Grid.Col>
    </Grid>
  );
}
