import { Stack, Title } from '@mantine/core';
import { STATS_TEXTS, statTiles, StatTiles, useGetSecretaryEntitiesQuery } from '../../../entities/stats';
import { FailureAlert, queryFailure } from '../../../shared/ui';

interface EntityCountersProps {
  secretaryId: number;
  title?: string;
  /** The list behind a counter, by the tile's id (a manager's drill-down); null: the tile is no link. */
  linkOf?: (tileId: string) => string | null;
}

/** The secretary's counters: protocols, meetings, tasks by status, keyword hits (read only). */
export function EntityCounters({ secretaryId, title = STATS_TEXTS.counters.title, linkOf }: EntityCountersProps) {
  const stats = useGetSecretaryEntitiesQuery(secretaryId, { refetchOnMountOrArgChange: 30 });
  return (
    <Stack gap="sm" data-testid="entity-counters">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {stats.isError ? (
        <FailureAlert {...queryFailure(stats, STATS_TEXTS.loadFailed)} />
      ) : (
        <StatTiles
          tiles={stats.data ? statTiles(stats.data, stats.data.keywords).map((tile) => ({ ...tile, href: linkOf?.(tile.id) })) : null}
          label={title}
        />
      )}
    </Stack>
  );
}
