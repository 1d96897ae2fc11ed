import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BlockToggleButton } from '../../../features/user-block';
import { counterListPath, type SecretaryStatsRow } from '../../../entities/stats';
import { type User, userStatusText } from '../../../entities/user';
import { COMMON } from '../../../shared/config';
import { COUNT_COLUMNS, type CountColumn } from '../model/columns';
import { SECRETARIES_TEXTS } from '../config/messages';

interface SecretaryRowProps {
  row: SecretaryStatsRow;
  /** Her user record (for blocking); null until the user list has loaded. */
  user: User | null;
  onOpen: (row: SecretaryStatsRow) => void;
  onToggleBlock: (user: User) => void;
}

function Count({ value, column, href }: { value: number; column: CountColumn; href: string | null }) {
  const alarm = column.alarming && value > 0;
  const look = { fz: 'sm', fw: alarm ? 700 : undefined, c: alarm ? 'red.8' : value === 0 ? 'dimmed' : undefined } as const;
  const text = column.format ? column.format(value) : value;
  // The list behind the figure; the row itself opens the drawer.
  if (!href) return <Text span {...look}>{text}</Text>;
  return (
    <Anchor component={Link} to={href} {...look} underline="hover" aria-label={`${column.title}: ${text}`} onClick={(event) => event.stopPropagation()}>
      {text}
    </Anchor>
  );
}

export function SecretaryRow({ row, user, onOpen, onToggleBlock }: SecretaryRowProps) {
  return (
    <Table.Tr
      data-testid="secretary-row"
      data-secretary-id={row.id}
      onClick={() => onOpen(row)}
      style={{ cursor: 'pointer' }}
      opacity={row.is_active ? 1 : 0.7}
    >
      <Table.Td data-card="title">
        <Stack gap={0} miw={160}>
            <Anchor
              component="button"
              type="button"
              fz="sm"
              fw={600}
              c="dark"
              ta="left"
              aria-label={SECRETARIES_TEXTS.open(row.full_name)}
              onClick={(event) => {
                event.stopPropagation();
                onOpen(row);
              }}
            >
              {row.full_name}
            </Anchor>
            <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {row.email ?? COMMON.notSpecified}
            </Text>
          </Stack>
      </Table.Td>
      <Table.Td fz="sm" data-label={SECRETARIES_TEXTS.columns.department}>{row.department || COMMON.notSpecified}</Table.Td>
      <Table.Td data-label={SECRETARIES_TEXTS.columns.status}>
        <Badge
          variant="dot"
          size="sm"
          color={row.is_active ? 'green' : 'red'}
          data-testid="secretary-status"
          styles={{ root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
        >
          {userStatusText(row)}
        </Badge>
      </Table.Td>
      {COUNT_COLUMNS.map((column) => (
        <Table.Td key={column.key} ta="right" data-column={column.key} data-label={column.title}>
          <Count value={column.value(row)} column={column} href={counterListPath(row.id, column.key)} />
        </Table.Td>
      ))}
      <Table.Td ta="right" data-card="actions">
        <BlockToggleButton
          active={row.is_active}
          disabled={!user}
          onClick={(event) => {
            event.stopPropagation();
            // What the button says decides: the users list may be refetched a moment after the figures.
            if (user) onToggleBlock({ ...user, is_active: row.is_active });
          }}
        />
      </Table.Td>
    </Table.Tr>
  );
}
