import { Group, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { DeleteTaskButton, TaskCompletionCheckbox } from '../../../features/task-actions';
import { ReissueReportLinkButton, RevokeReportLinkButton, TaskReportReview } from '../../../features/task-report-review';
import { TaskHistoryPopover, TaskStatusBadge, type Task } from '../../../entities/task';
import { UserAvatar } from '../../../entities/user';
import { formatDateRu } from '../../../shared/lib';
import { COMMON } from '../../../shared/config';
import { IconAction, ResponsiveTable, TableSkeletonRows } from '../../../shared/ui';
import { questionLabel } from '@protocolist/contracts/tasks';
import { TASK_LIST_TEXTS } from '../config/messages';

const columns = TASK_LIST_TEXTS.columns;

interface TasksTableProps {
  protocolId: number;
  tasks: Task[];
  loading: boolean;
  highlightedId?: number | null;
  /** Absent for a reader: then no column to complete, edit or delete a task. */
  onEdit?: (task: Task) => void;
  /** The protocol is final: its people have their tasks, and a new report link can be mailed. */
  announced?: boolean;
}

/** The row of the task a link points at scrolls into view once. */
function scrollIntoViewOnce(element: HTMLTableRowElement | null) {
  if (element && !element.dataset.scrolled) {
    element.dataset.scrolled = '1';
    element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }
}

export function TasksTable({ protocolId, tasks, loading, highlightedId = null, onEdit, announced = false }: TasksTableProps) {
  const changeable = !!onEdit;
  return (
    <ResponsiveTable minWidth={changeable ? 760 : 580}>
      <Table verticalSpacing="sm" highlightOnHover aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {changeable && (
              <Table.Th w={90} ta="center">
                {columns.done}
              </Table.Th>
            )}
            <Table.Th>{columns.essence}</Table.Th>
            <Table.Th w={220}>{columns.responsible}</Table.Th>
            <Table.Th w={110}>{columns.deadline}</Table.Th>
            <Table.Th w={170}>{columns.status}</Table.Th>
            {changeable && (
              <Table.Th w={100} ta="right">
                {columns.actions}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? <TableSkeletonRows rows={3} columns={changeable ? 6 : 4} />
            : tasks.map((task) => (
                <Table.Tr
                  key={task.id}
                  data-testid="task-row"
                  data-status={task.status}
                  data-highlighted={task.id === highlightedId || undefined}
                  ref={task.id === highlightedId ? scrollIntoViewOnce : undefined}
                  bg={task.id === highlightedId ? 'yellow.0' : undefined}
                >
                  {changeable && (
                    <Table.Td data-label={columns.done}>
                      <Group justify="center">
                        <TaskCompletionCheckbox task={task} protocolId={protocolId} />
                      </Group>
                    </Table.Td>
                  )}
                  <Table.Td data-card="title">
                    <Text fz="sm" td={task.status === 'success' ? 'line-through' : undefined} c={task.status === 'success' ? 'dimmed' : undefined} style={{ whiteSpace: 'pre-wrap' }}>
                      {task.essence}
                    </Text>
                    {task.question && (
                      <Text fz="xs" c="dimmed" data-testid="task-question">
                        {questionLabel(task.question)}
                      </Text>
                    )}
                    {changeable && <TaskReportReview task={task} protocolId={protocolId} />}
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
                    {/* On a phone's card a long status and its history button may take two lines. */}
                    <Group gap={4} wrap="wrap">
                      <TaskStatusBadge status={task.status} />
                      <TaskHistoryPopover task={task} />
                    </Group>
                  </Table.Td>
                  {onEdit && (
                    <Table.Td data-card="actions">
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <IconAction label={TASK_LIST_TEXTS.edit} icon={<IconPencil size={18} />} onClick={() => onEdit(task)} />
                        {announced && <ReissueReportLinkButton task={task} protocolId={protocolId} />}
                        {announced && <RevokeReportLinkButton task={task} protocolId={protocolId} />}
                        <DeleteTaskButton task={task} protocolId={protocolId} />
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
