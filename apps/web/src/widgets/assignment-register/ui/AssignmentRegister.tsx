import { Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { ASSIGNMENT_SORTS, ASSIGNMENT_STATUS_FILTERS } from '@protocolist/contracts/assignments';
import { scopeOf } from '@protocolist/contracts/policies';
import { useGetAssignmentsQuery, type AssignmentQuery } from '../../../entities/assignment';
import { selectRole } from '../../../entities/session';
import { urlParam, usePageInRange, useUrlSearchBox, useUrlState } from '../../../shared/lib';
import { EmptyState, FailureAlert, PagedListFooter, queryFailure } from '../../../shared/ui';
import { ASSIGNMENT_TEXTS } from '../config/messages';
import { AssignmentFilters } from './AssignmentFilters';
import { AssignmentTable } from './AssignmentTable';
import { BulkStatusBar } from './BulkStatusBar';
import { ExportMenu } from './ExportMenu';

/** Kept in the address: /main/assignments?status=moved&person=12&from=…&sort=responsible&page=2. */
const REGISTER_STATE = {
  status: urlParam.optionalOneOf(ASSIGNMENT_STATUS_FILTERS),
  overdue: urlParam.flag(),
  week: urlParam.flag(),
  person: urlParam.id(),
  protocol: urlParam.id(),
  from: urlParam.date(),
  to: urlParam.date(),
  search: urlParam.text(),
  sort: urlParam.oneOf(ASSIGNMENT_SORTS, 'deadline'),
  dir: urlParam.oneOf(['asc', 'desc'] as const, 'asc'),
  page: urlParam.page(),
};
const NO_FILTERS: Partial<AssignmentQuery> = { status: null, overdue: false, week: false, person: null, protocol: null, from: null, to: null, search: '' };

/** «Поручения»: the tasks of every protocol the user reads, filtered, sorted, exported; the secretary changes them in bulk. */
export function AssignmentRegister() {
  const [{ page, ...query }, setState] = useUrlState(REGISTER_STATE);
  const searchBox = useUrlSearchBox(query.search, (text) => setState({ search: text, page: 1 }, { replace: true }));
  const role = useSelector(selectRole);
  const canChange = !!role && scopeOf('task', role, 'write') !== 'none';
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const list = useGetAssignmentsQuery({ query, page });
  const rows = list.data?.data ?? [];
  usePageInRange(page, list.currentData?.meta.last_page, (last) => setState({ page: last }, { replace: true }));

  const change = (patch: Partial<AssignmentQuery>) => {
    setSelected(new Set());
    setState({ ...patch, page: 1 });
  };
  const filtered = !!(query.status || query.overdue || query.week || query.person || query.protocol || query.from || query.to || query.search.trim());
  const selection = canChange
    ? {
        ids: selected,
        toggle: (id: number) =>
          setSelected((current) => {
            const next = new Set(current);
            if (!next.delete(id)) next.add(id);
            return next;
          }),
        togglePage: () =>
          setSelected((current) => (rows.every((row) => current.has(row.id)) ? new Set() : new Set(rows.map((row) => row.id)))),
      }
    : null;

  return (
    <Stack gap="md">
      <AssignmentFilters query={query} search={searchBox} onChange={change} onReset={() => change(NO_FILTERS)} filtered={filtered} />
      <Group justify="flex-end">
        <ExportMenu query={query} />
      </Group>
      {selected.size > 0 && <BulkStatusBar ids={[...selected]} onDone={() => setSelected(new Set())} />}
      {list.isError ? (
        <FailureAlert {...queryFailure(list, ASSIGNMENT_TEXTS.loadFailed)} />
      ) : (
        <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }} opacity={list.isFetching && !list.isLoading ? 0.75 : 1}>
          {!list.isLoading && rows.length === 0 ? (
            filtered ? (
              <EmptyState text={ASSIGNMENT_TEXTS.nothingFound} />
            ) : (
              <EmptyState text={ASSIGNMENT_TEXTS.empty}>
                <Text fz="sm" c="dimmed" ta="center">
                  {ASSIGNMENT_TEXTS.emptyHint}
                </Text>
              </EmptyState>
            )
          ) : (
            <AssignmentTable rows={rows} loading={list.isLoading} selection={selection} />
          )}
        </Paper>
      )}
      {list.data && !list.isError && list.data.meta.total > 0 && (
        <PagedListFooter
          meta={list.data.meta}
          page={page}
          onPageChange={(next) => {
            setSelected(new Set());
            setState({ page: next });
          }}
        />
      )}
    </Stack>
  );
}
