import { Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarCheck,
  IconCalendarEvent,
  IconChevronRight,
  IconCircleCheck,
  IconClipboardList,
  IconFileCheck,
  IconFileText,
  IconKey,
} from '@tabler/icons-react';
import type { EntityCounts, SecretaryEntityStats } from '@protocolist/contracts/stats';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { STATS_TEXTS } from '../config/messages';
import classes from './stat-tiles.module.css';

const TEXTS = STATS_TEXTS.counters;

export interface StatTileProps {
  id: string;
  label: string;
  value: number;
  color: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  caption?: string;
  /** Draws attention (e.g. overdue tasks above zero). */
  alert?: boolean;
  /** The list behind the counter: the tile is then a link to it. */
  href?: string | null;
}

function StatTile({ href, ...tile }: StatTileProps) {
  const look = {
    withBorder: true,
    radius: 'md',
    p: 'md',
    'data-testid': `stat-${tile.id}`,
    className: classes.tile,
    style: tile.alert ? { borderColor: 'var(--mantine-color-red-4)' } : undefined,
  } as const;
  if (!href) {
    return (
      <Paper {...look} className={`${classes.tile} ${classes.static}`} data-link="false">
        <StatTileBody {...tile} />
      </Paper>
    );
  }
  return (
    <Paper {...look} component={Link} to={href} data-link="true" aria-label={`${tile.label}: ${tile.value}`}>
      <StatTileBody {...tile} />
      {/* Says «opens a list» before the pointer gets there (a phone has no hover). */}
      <IconChevronRight className={classes.chevron} size={16} aria-hidden="true" />
    </Paper>
  );
}

function StatTileBody({ label, value, color, icon: Icon, caption, alert }: Omit<StatTileProps, 'href'>) {
  return (
    <>
      <div className={classes.body}>
        <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden="true">
          <Icon size={22} stroke={1.7} />
        </ThemeIcon>
        <Stack gap={0} miw={0}>
          <Text fz={26} fw={700} lh={1.15} c={alert ? 'red.8' : undefined} data-testid="stat-value">
            {value}
          </Text>
          <Text fz="sm" c="dimmed" lh={1.3}>
            {label}
          </Text>
          {caption && (
            <Text fz="xs" c="dimmed" mt={2}>
              {caption}
            </Text>
          )}
        </Stack>
      </div>
    </>
  );
}

/** The counter tiles of one secretary or of the whole team, in a fixed order. */
export function statTiles(counts: EntityCounts, keywords?: SecretaryEntityStats['keywords']): StatTileProps[] {
  const tiles: StatTileProps[] = [
    { id: 'protocolsInWork', label: TEXTS.protocolsInWork, value: counts.protocols.in_process, color: 'violet', icon: IconFileText },
    { id: 'protocolsDone', label: TEXTS.protocolsDone, value: counts.protocols.success, color: 'green', icon: IconFileCheck },
    { id: 'meetingsUpcoming', label: TEXTS.meetingsUpcoming, value: counts.meetings.in_process, color: 'blue', icon: IconCalendarEvent },
    { id: 'meetingsPast', label: TEXTS.meetingsPast, value: counts.meetings.success, color: 'gray', icon: IconCalendarCheck },
    { id: 'tasksProcess', label: TEXTS.tasksProcess, value: counts.tasks.process, color: 'blue', icon: IconClipboardList },
    { id: 'tasksSuccess', label: TEXTS.tasksSuccess, value: counts.tasks.success, color: 'teal', icon: IconCircleCheck },
    {
      id: 'tasksExpired',
      label: TEXTS.tasksExpired,
      value: counts.tasks.expired,
      color: 'red',
      icon: IconAlertTriangle,
      alert: counts.tasks.expired > 0,
    },
  ];
  if (keywords) {
    tiles.push({
      id: 'keywordHits',
      label: TEXTS.keywordHits,
      value: keywords.hits,
      color: 'grape',
      icon: IconKey,
      caption: TEXTS.keywordTotal(keywords.total),
    });
  }
  return tiles;
}

interface StatTilesProps {
  tiles: StatTileProps[] | null;
  /** Tiles shown while loading. */
  placeholders?: number;
  label: string;
}

/** A grid of counters; skeleton tiles while `tiles` is null. */
export function StatTiles({ tiles, placeholders = 8, label }: StatTilesProps) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" role="group" aria-label={label} aria-busy={!tiles}>
      {tiles
        ? tiles.map((tile) => <StatTile key={tile.id} {...tile} />)
        : Array.from({ length: placeholders }, (_, index) => <Skeleton key={index} h={88} radius="md" />)}
    </SimpleGrid>
  );
}
