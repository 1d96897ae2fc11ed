import { Anchor, CloseButton, Group, Paper, SegmentedControl, Stack, Table, Text, useMatches } from '@mantine/core';
import { Link } from 'react-router';
import type { TaskStatus } from '@protocolist/contracts/enums';
import { PROTOCOL_LIST_STAGE_PAGE } from '@protocolist/contracts/constants';
import { TaskStatusBadge, useGetTaskListQuery } from '../../../entities/task';
import { UserAvatar } from '../../../entities/user';
import { COMMON, secretaryProtocolPath } from '../../../shared/config';
import { formatDateRu, usePageInRange, useUrlState } from '../../../shared/lib';
import { EmptyState, FailureAlert, PagedListFooter, queryFailure, ResponsiveTable, TableSkeletonRows } from '../../../shared/ui';
import { orderedPeriod, WORK_STATE } from '../model/filters';
import { SECRETARY_WORK_TEXTS as TEXTS } from '../config/messages';
import { PeriodInputs } from './PeriodInputs';

const ALL = 'all';
const STATUS_OPTIONS = [ALL, 'process', 'expired', 'success'].map((value) => ({
  value,
  label: TEXTS.taskStatuses[value as typeof ALL | TaskStatus],
}));
const columns = TEXTS.columns;

/** One secretary's tasks across her protocols for her manager: overdue first, by status and deadline period; read only. */
export function SecretaryTasks({ secretaryId }: { secretaryId: number }) {
  const [{ taskStatus, asOf, from, to, page }, setState] = useUrlState(WORK_STATE);
  const tasks = useGetTaskListQuery({
    page,
    limit: PROTOCOL_LIST_STAGE_PAGE.limit,
    secretary_id: secretaryId,
    ...(taskStatus ? { status: taskStatus } : {}),
    ...(asOf ? { as_of: asOf } : {}),
    ...orderedPeriod(from, to),
  });
  usePageInRange(page, tasks.currentData?.meta.last_page, (last) => setState({ page: last }, { replace: true }));
  const rows = tasks.data?.data ?? [];
  const filtered = !!taskStatus || !!asOf || !!from || !!to;
  const filterSize = useMatches({ base: 'xs', xs: 'sm' });

  return (
    <Stack gap="md" data-testid="secretary-tasks">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text fz="sm" fw={500} aria-hidden="true">
            {TEXTS.taskStatus}
          </Text>
          <SegmentedControl
            aria-label={TEXTS.taskStatus}
            data={STATUS_OPTIONS}
            size={filterSize}
            value={taskStatus ?? ALL}
            onChange={(next) => setState({ taskStatus: next === ALL ? null : (next as TaskStatus), page: 1 })}
          />
        </Stack>
        <PeriodInputs
          from={from}
          to={to}
          labels={{ from: TEXTS.deadlineFrom, to: TEXTS.deadlineTo }}
          onChange={(period) => setState({ ...period, page: 1 })}
        />
      </Group>
      {asOf && (
        <Group gap="xs" wrap="nowrap" data-testid="tasks-as-of">
          <Text fz="sm" c="dimmed">
            {TEXTS.asOf(formatDateRu(asOf))}
          </Text>
          <CloseButton size="sm" aria-label={TEXTS.clearAsOf} title={TEXTS.clearAsOf} onClick={() => setState({ asOf: null, page: 1 })} />
        </Group>
      )}
      {tasks.isError ? (
        <FailureAlert {...queryFailure(tasks, TEXTS.tasksFailed)} />
      ) : (
        <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }} opacity={tasks.isFetching && !tasks.isLoading ? 0.75 : 1}>
          {!tasks.isLoading && rows.length === 0 ? (
            <EmptyState text={filtered ? TEXTS.nothingFound : TEXTS.tasksEmpty} />
          ) : (
            <ResponsiveTable minWidth={760}>
              <Table verticalSpacing="sm" aria-busy={tasks.isLoading}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{columns.essence}</Table.Th>
                    <Table.Th w={210}>{columns.responsible}</Table.Th>
                    <Table.Th w={110}>{columns.deadline}</Table.Th>
                    <Table.Th w={140}>{columns.status}</Table.Th>
                    <Table.Th w={220}>{columns.protocol}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {tasks.isLoading ? (
                    <TableSkeletonRows rows={4} columns={5} />
                  ) : (
                    rows.map((task) => (
                      <Table.Tr key={task.id} data-testid="secretary-task-row" data-status={task.status}>
                        <Table.Td data-card="title">
                          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                            {task.essence}
                          </Text>
                        </Table.Td>
                        <Table.Td data-label={columns.responsible} data-card="wide">
                          {task.responsible ? (
                            <Group gap="xs" wrap="nowrap">
                              <UserAvatar user={task.responsible} size="sm" radius="xl" />
                              <Text fz="sm">{task.responsible.full_name}</Text>
                            </Group>
                          ) : (
                            COMMON.notSpecified
                          )}
                        </Table.Td>
                        <Table.Td data-label={columns.deadline}>
                          <Text fz="sm" c={task.status === 'expired' ? 'red' : undefined}>
                            {formatDateRu(task.deadline)}
                          </Text>
                        </Table.Td>
                        <Table.Td data-label={columns.status}>
                          <TaskStatusBadge status={task.status} />
                        </Table.Td>
                        <Table.Td data-label={columns.protocol} data-card="wide">
                          <Anchor
                            component={Link}
                            to={`${secretaryProtocolPath(secretaryId, task.protocol.id)}?tab=tasks&task=${task.id}`}
                            fz="sm"
                          >
                            {TEXTS.protocolLink(task.protocol.protocol_number, task.protocol.theme)}
                          </Anchor>
                        </Table.Td>
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </ResponsiveTable>
          )}
        </Paper>
      )}
      {tasks.data && !tasks.isError && tasks.data.meta.total > 0 && (
        <PagedListFooter meta={tasks.data.meta} page={page} onPageChange={(next) => setState({ page: next })} />
      )}
    </Stack>
  );
}
