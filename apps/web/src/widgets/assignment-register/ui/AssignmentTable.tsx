import { Checkbox, Stack, Text, Table } from '@mantine/core';
import { ResponsiveTable, TableSkeletonRows } from '../../../shared/ui';
import { formatDateRu } from '../../../shared/lib';
import { AssignmentStatusBadge, type Assignment } from '../../../entities/assignment';
import { TaskReportReview } from '../../../features/task-report-review';
import { questionLabel } from '@protocolist/contracts/tasks';
import { ASSIGNMENT_TEXTS } from '../config/messages';

const columns = ASSIGNMENT_TEXTS.columns;
const SKELETON_ROWS = 6;

interface AssignmentTableProps {
  rows: Assignment[];
  loading: boolean;
  /** Null: the user only reads (no checkboxes). */
  selection: { ids: Set<number>; toggle: (id: number) => void; togglePage: () => void } | null;
}

export function AssignmentTable({ rows, loading, selection }: AssignmentTableProps) {
  const allChecked = rows.length > 0 && !!selection && rows.every((row) => selection.ids.has(row.id));
  const someChecked = !!selection && rows.some((row) => selection.ids.has(row.id));
  const columnCount = selection ? 6 : 5;
  return (
    <ResponsiveTable minWidth={820}>
      <Table verticalSpacing="sm" aria-busy={loading} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={44}>
                <Checkbox
                  aria-label={ASSIGNMENT_TEXTS.selectAll}
                  checked={allChecked}
                  indeterminate={someChecked && !allChecked}
                  onChange={selection.togglePage}
                />
              </Table.Th>
            )}
            <Table.Th w={200}>{columns.person}</Table.Th>
            <Table.Th>{columns.essence}</Table.Th>
            <Table.Th w={140}>{columns.deadline}</Table.Th>
            <Table.Th w={220}>{columns.protocol}</Table.Th>
            <Table.Th w={150}>{columns.status}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading ? (
            <TableSkeletonRows rows={SKELETON_ROWS} columns={columnCount} testId="assignment-row-skeleton" />
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.id} data-testid="assignment-row" data-id={row.id}>
                {selection && (
                  <Table.Td data-card="actions">
                    <Checkbox
                      aria-label={ASSIGNMENT_TEXTS.selectRow(row.essence)}
                      checked={selection.ids.has(row.id)}
                      onChange={() => selection.toggle(row.id)}
                    />
                  </Table.Td>
                )}
                <Table.Td data-label={columns.person}>
                  <Text fz="sm" fw={500}>
                    {row.responsible?.full_name ?? ASSIGNMENT_TEXTS.noPerson}
                  </Text>
                </Table.Td>
                <Table.Td data-card="title">
                  <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={4}>
                    {row.essence}
                  </Text>
                  {/* The person's report waits here too (whoever may change the task decides on it). */}
                  {selection && <TaskReportReview task={row} protocolId={row.protocol.id} />}
                </Table.Td>
                <Table.Td data-label={columns.deadline}>
                  <Stack gap={2}>
                    <Text fz="sm">{formatDateRu(row.deadline)}</Text>
                    {row.deadline_changes > 0 && (
                      <Text fz="xs" c="dimmed">
                        {ASSIGNMENT_TEXTS.moved(row.deadline_changes)}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td data-label={columns.protocol}>
                  <Stack gap={2}>
                    <Text fz="sm" fw={500}>
                      {ASSIGNMENT_TEXTS.protocolRef(row.protocol.protocol_number, formatDateRu(row.protocol.event_date))}
                    </Text>
                    {row.question && (
                      <Text fz="xs" data-testid="assignment-question" style={{ overflowWrap: 'anywhere' }} lineClamp={3}>
                        {questionLabel(row.question)}
                      </Text>
                    )}
                    <Text fz="xs" c="dimmed" lineClamp={2}>
                      {row.protocol.theme}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td data-label={columns.status}>
                  <AssignmentStatusBadge status={row.status} />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
