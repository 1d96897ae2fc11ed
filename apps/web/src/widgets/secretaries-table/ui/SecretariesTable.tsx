import { Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useBlockToggle } from '../../../features/user-block';
import {
  nextSort,
  searchSecretaries,
  SECRETARY_SORT_KEYS,
  sortSecretaries,
  useGetSecretaryRowsQuery,
  type SecretarySort,
  type SecretaryStatsRow,
} from '../../../entities/stats';
import { useGetUsersQuery, type User } from '../../../entities/user';
import { COMMON } from '../../../shared/config';
import { EmptyState, FailureAlert, queryFailure, ResponsiveTable, SearchInput, TableSkeletonRows } from '../../../shared/ui';
import { urlParam, useUrlSearchBox, useUrlState } from '../../../shared/lib';
import { COUNT_COLUMNS, COUNT_GROUPS } from '../model/columns';
import { SecretaryRow } from './SecretaryRow';
import { SortHeader } from './SortHeader';
import { CardSort } from './CardSort';
import { SECRETARIES_TEXTS } from '../config/messages';

const COLUMN_COUNT = 3 + COUNT_COLUMNS.length + 1;
/** The server's largest page: a manager's secretaries fit in it. */
const USERS_LIMIT = 100;
/** Kept in the address (issue 15): /main/secretaries?search=…&sort=tasksExpired&order=desc. */
const TABLE_STATE = {
  search: urlParam.text(),
  sort: urlParam.oneOf(SECRETARY_SORT_KEYS, 'name'),
  order: urlParam.oneOf(['asc', 'desc'] as const, 'asc'),
};

interface SecretariesTableProps {
  onOpen: (row: SecretaryStatsRow) => void;
  /** Shown with the empty state (e.g. «Добавить секретаря»). */
  emptyAction?: ReactNode;
}

/** The manager's secretaries with their figures: search, sort by any column, block/unblock, open one. */
export function SecretariesTable({ onOpen, emptyAction }: SecretariesTableProps) {
  const rows = useGetSecretaryRowsQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const users = useGetUsersQuery({ page: 1, limit: USERS_LIMIT, withBlocked: true });
  const toggleBlock = useBlockToggle();
  const [table, setTable] = useUrlState(TABLE_STATE);
  const sort = useMemo<SecretarySort>(() => ({ key: table.sort, direction: table.order }), [table.sort, table.order]);
  // Typing replaces the history entry; a new sort adds one, so Back steps through them.
  const searchBox = useUrlSearchBox(table.search, (text) => setTable({ search: text }, { replace: true }));
  // The rows are all here: the table narrows as the user types, the address follows a moment later.
  const search = searchBox.value;

  const usersById = useMemo(() => new Map<number, User>((users.data?.data ?? []).map((user) => [user.id, user])), [users.data]);
  const visible = useMemo(
    () => sortSecretaries(searchSecretaries(rows.data ?? [], search), sort),
    [rows.data, search, sort],
  );
  const onSort = (key: SecretarySort['key']) => {
    const next = nextSort(sort, key);
    setTable({ sort: next.key, order: next.direction });
  };

  if (rows.isError) {
    return <FailureAlert {...queryFailure(rows, SECRETARIES_TEXTS.loadFailed)} />;
  }
  if (rows.data && rows.data.length === 0) {
    return (
      <Paper withBorder radius="md">
        <EmptyState text={SECRETARIES_TEXTS.empty}>
          <Text fz="sm" c="dimmed" ta="center">
            {SECRETARIES_TEXTS.emptyHint}
          </Text>
          {emptyAction}
        </EmptyState>
      </Paper>
    );
  }

  return (
    <Stack gap="sm">
      <SearchInput
        placeholder={SECRETARIES_TEXTS.searchPlaceholder}
        value={searchBox.value}
        onChange={(event) => searchBox.onChange(event.currentTarget.value)}
        w={320}
        maw="100%"
      />
      <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
        <ResponsiveTable minWidth={960} cardsHeader={<CardSort sort={sort} onSort={onSort} />}>
          <Table highlightOnHover verticalSpacing="xs" horizontalSpacing={8} aria-label={SECRETARIES_TEXTS.table} aria-busy={rows.isLoading}>
            <Table.Thead>
              <Table.Tr>
                <SortHeader rowSpan={2} sortKey="name" label={SECRETARIES_TEXTS.columns.name} sort={sort} onSort={onSort} />
                <SortHeader rowSpan={2} sortKey="department" label={SECRETARIES_TEXTS.columns.department} sort={sort} onSort={onSort} />
                <SortHeader rowSpan={2} sortKey="status" label={SECRETARIES_TEXTS.columns.status} sort={sort} onSort={onSort} />
                {COUNT_GROUPS.map((group) => (
                  <Table.Th key={group.label} colSpan={group.columns.length} ta="center" fz="xs" c="dimmed" tt="uppercase" pb={0}>
                    {group.label}
                  </Table.Th>
                ))}
                <Table.Th rowSpan={2}>
                  <VisuallyHidden>{SECRETARIES_TEXTS.columns.actions}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
              <Table.Tr>
                {COUNT_COLUMNS.map((column) => (
                  <SortHeader
                    key={column.key}
                    sortKey={column.key}
                    label={column.label}
                    title={column.title}
                    sort={sort}
                    onSort={onSort}
                    ta="right"
                  />
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.isLoading
                ? <TableSkeletonRows rows={4} columns={COLUMN_COUNT} />
                : visible.map((row) => (
                    <SecretaryRow
                      key={row.id}
                      row={row}
                      user={usersById.get(row.id) ?? null}
                      onOpen={onOpen}
                      onToggleBlock={toggleBlock}
                    />
                  ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
        {!rows.isLoading && visible.length === 0 && <EmptyState text={SECRETARIES_TEXTS.nothingFound} />}
      </Paper>
      {rows.data && (
        <Group justify="flex-end">
          <Text fz="sm" c="dimmed">
            {COMMON.total(visible.length)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
