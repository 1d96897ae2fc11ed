import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { ProtocolStageBadge, protocolNumberLabel, useGetProtocolsQuery } from '../../../entities/protocol';
import { StatsPanel } from '../../../entities/stats';
import { mainPath, protocolPath } from '../../../shared/config';
import { EmptyState, FailureAlert, LoadingRows, queryFailure } from '../../../shared/ui';
import { OPEN_PROTOCOLS_TEXTS } from '../config/messages';
import classes from './home.module.css';

const SHOWN = 6;
/** The list has no status filter: the newest page is read and the final ones left out. */
const NEWEST = 50;

/** Protocols not yet final, newest first, each with its stage; a protocol opens its page. */
export function OpenProtocols({ total }: { total: number | null }) {
  const protocols = useGetProtocolsQuery({ page: 1, limit: NEWEST }, { refetchOnMountOrArgChange: 30 });
  const open = protocols.data?.data.filter((protocol) => protocol.status === 'process') ?? null;
  const more = open ? Math.max(0, (total ?? open.length) - Math.min(open.length, SHOWN)) : 0;

  return (
    <StatsPanel
      title={OPEN_PROTOCOLS_TEXTS.title}
      actions={
        <Anchor component={Link} to={mainPath('protocols')} fz="sm">
          {OPEN_PROTOCOLS_TEXTS.all}
        </Anchor>
      }
      testId="open-protocols"
    >
      {protocols.isError ? (
        <FailureAlert {...queryFailure(protocols, OPEN_PROTOCOLS_TEXTS.loadFailed)} />
      ) : !open ? (
        <LoadingRows height={40} />
      ) : open.length === 0 ? (
        <EmptyState text={OPEN_PROTOCOLS_TEXTS.empty}>
          <Button component={Link} to={mainPath('protocolAdd')} variant="light" leftSection={<IconPlus size={18} />}>
            {OPEN_PROTOCOLS_TEXTS.create}
          </Button>
        </EmptyState>
      ) : (
        <Stack gap={2}>
          {open.slice(0, SHOWN).map((protocol) => (
            <Link key={protocol.id} to={protocolPath(protocol.id)} className={classes.item} data-testid="open-protocol">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={2} miw={0}>
                  <Text fz="sm" fw={500} lineClamp={1}>
                    {protocolNumberLabel(protocol.protocol_number)} {protocol.theme}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {dayjs(protocol.event_date).format('DD.MM.YYYY')}
                  </Text>
                </Stack>
                <ProtocolStageBadge stage={protocol.stage} style={{ flexShrink: 0 }} />
              </Group>
            </Link>
          ))}
          {more > 0 && (
            <Text fz="xs" c="dimmed" mt={4}>
              {OPEN_PROTOCOLS_TEXTS.more(more)}
            </Text>
          )}
        </Stack>
      )}
    </StatsPanel>
  );
}
