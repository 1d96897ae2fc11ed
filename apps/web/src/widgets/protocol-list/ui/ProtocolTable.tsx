import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconChecklist, IconUsers } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ProtocolStageBadge, protocolNumberLabel, type ProtocolListItem } from '../../../entities/protocol';
import { formatDateRu } from '../../../shared/lib';
import { protocolPath } from '../../../shared/config';
import { ResponsiveTable, TableSkeletonRows } from '../../../shared/ui';
import { ProtocolProgress } from './ProtocolProgress';
import { PROTOCOL_LIST_TEXTS } from '../config/messages';

const SKELETON_ROWS = 6;
const columns = PROTOCOL_LIST_TEXTS.columns;

interface ProtocolTableProps {
  protocols: ProtocolListItem[];
  loading: boolean;
  uploads: Record<number, number>;
  /** Where a row leads (a reader's list: the read-only view); the secretary's own protocol page by default. */
  pathOf?: (protocol: ProtocolListItem) => string;
}

function Count({ value, icon: CountIcon, label }: { value: number; icon: typeof IconUsers; label: string }) {
  return (
    <Badge variant="light" color={value > 0 ? 'purple' : 'gray'} radius="sm" leftSection={<CountIcon size={14} />} aria-label={`${label}: ${value}`}>
      {value}
    </Badge>
  );
}

export function ProtocolTable({ protocols, loading, uploads, pathOf = (protocol) => protocolPath(protocol.id) }: ProtocolTableProps) {
  const navigate = useNavigate();
  return (
    <ResponsiveTable minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>{columns.number}</Table.Th>
            <Table.Th>{columns.theme}</Table.Th>
            <Table.Th w={110}>{columns.date}</Table.Th>
            <Table.Th w={170}>{columns.stage}</Table.Th>
            <Table.Th w={110} ta="center">
              {columns.members}
            </Table.Th>
            <Table.Th w={110} ta="center">
              {columns.tasks}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? <TableSkeletonRows rows={SKELETON_ROWS} columns={6} testId="protocol-row-skeleton" />
            : protocols.map((protocol) => (
                <Table.Tr
                  key={protocol.id}
                  data-testid="protocol-row"
                  style={{ cursor: 'pointer' }}
                  onClick={() => void navigate(pathOf(protocol))}
                >
                  <Table.Td data-label={columns.number}>
                    <Text fw={600} fz="sm" c="purple.9">
                      {protocolNumberLabel(protocol.protocol_number)}
                    </Text>
                  </Table.Td>
                  <Table.Td data-card="title">
                    <Stack gap={4}>
                      <Anchor
                        component={Link}
                        to={pathOf(protocol)}
                        fw={500}
                        fz="sm"
                        c="dark"
                        onClick={(event) => event.stopPropagation()}
                      >
                        {protocol.theme}
                      </Anchor>
                      {protocol.agenda && (
                        <Text fz="xs" c="dimmed" lineClamp={1}>
                          {protocol.agenda}
                        </Text>
                      )}
                      <ProtocolProgress protocol={protocol} upload={uploads[protocol.id]} />
                    </Stack>
                  </Table.Td>
                  <Table.Td data-label={columns.date}>
                    <Text fz="sm">{formatDateRu(protocol.event_date)}</Text>
                  </Table.Td>
                  <Table.Td data-label={columns.stage}>
                    <ProtocolStageBadge stage={protocol.stage} />
                  </Table.Td>
                  <Table.Td data-label={columns.members}>
                    <Group justify="center">
                      <Count value={protocol.members_count} icon={IconUsers} label={columns.members} />
                    </Group>
                  </Table.Td>
                  <Table.Td data-label={columns.tasks}>
                    <Group justify="center">
                      <Count value={protocol.tasks_count} icon={IconChecklist} label={columns.tasks} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
