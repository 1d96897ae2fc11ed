import { Grid, Skeleton, Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import {
  STATS_TEXTS,
  StatsPanel,
  statTiles,
  StatTiles,
  registerCounterListPath,
  useGetSecretaryRowsQuery,
  useGetTeamTotalsQuery,
  type StatTileProps,
} from '../../../entities/stats';
import { FailureAlert, queryFailure } from '../../../shared/ui';
import { TasksBySecretary } from './TasksBySecretary';
import { TasksDonut } from './TasksDonut';
import { TEAM_TEXTS } from '../config/messages';

/** The manager's team at a glance: counters over all his secretaries and their tasks by status. */
export function TeamTotals() {
  const totals = useGetTeamTotalsQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const rows = useGetSecretaryRowsQuery();

  // The tiles need both the totals and the secretaries: «Повторить» loads again whichever failed.
  const failed = [totals, rows].filter((query) => query.isError);
  if (failed.length > 0) {
    return (
      <FailureAlert
        {...queryFailure({ error: failed[0]!.error, refetch: () => failed.forEach((query) => void query.refetch()) }, STATS_TEXTS.loadFailed)}
      />
    );
  }
  // Without secretaries every figure is zero: the page shows its empty state instead.
  if (rows.data?.length === 0) return null;

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
  // A tile with a list behind it leads there; the others are plain figures (StatTiles draws them so).
  const tiles =
    totals.data && secretariesTile
      ? [secretariesTile, ...statTiles(totals.data)].map((tile) => ({ ...tile, href: registerCounterListPath(tile.id) }))
      : null;

  return (
    <Stack gap="md" data-testid="team-totals">
      <StatTiles tiles={tiles} label={TEAM_TEXTS.title} />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <StatsPanel title={TEAM_TEXTS.tasksChart}>
            {totals.data ? <TasksDonut tasks={totals.data.tasks} /> : <Skeleton h={150} radius="md" />}
          </StatsPanel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          {rows.data ? <TasksBySecretary rows={rows.data} /> : <Skeleton h={250} radius="md" />}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
