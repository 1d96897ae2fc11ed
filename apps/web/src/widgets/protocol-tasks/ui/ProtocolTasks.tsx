import { Button, Group, Paper, SegmentedControl, Stack, Text, useMatches } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TaskStatus } from '@protocolist/contracts/enums';
import { useState } from 'react';
import type { TaskQuestion } from '@protocolist/contracts/tasks';
import { TaskFormModal } from '../../../features/task-editor';
import { TASK_STATUS_LABELS, TASK_STATUSES, useGetProtocolTasksQuery, type Task } from '../../../entities/task';
import type { UserRef } from '../../../entities/user';
import { EmptyState, FailureAlert, queryFailure, SearchInput } from '../../../shared/ui';
import { urlParam, useUrlSearchBox, useUrlState } from '../../../shared/lib';
import { TasksTable } from './TasksTable';
import { TASK_LIST_TEXTS } from '../config/messages';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: TASK_LIST_TEXTS.allStatuses },
  ...TASK_STATUSES.map((status) => ({ value: status, label: TASK_STATUS_LABELS[status] })),
];
/** The filters, kept in the address (issue 15): ?tab=tasks&taskStatus=expired&taskSearch=…. */
const FILTER_STATE = {
  taskStatus: urlParam.oneOf([ALL, ...TASK_STATUSES], ALL),
  taskSearch: urlParam.text(),
};

interface Editor {
  opened: boolean;
  task: Task | null;
}

/** «Поручения»: the protocol's tasks with a status filter and search; add, edit, complete, delete (not `readOnly`). */
export function ProtocolTasks({
  protocolId,
  members,
  questions,
  highlightedTaskId = null,
  readOnly = false,
  announced = false,
}: {
  protocolId: number;
  members: readonly UserRef[];
  /** The questions of the protocol's text, which a task is tied to. */
  questions: readonly TaskQuestion[];
  /** A reader's view (a manager's, an admin's): the list and its filters, nothing to change. */
  readOnly?: boolean;
  /** The protocol is final (its people were told of their tasks). */
  announced?: boolean;
  /** A task to point at (a search hit opens the protocol's tasks with it): marked and scrolled into view. */
  highlightedTaskId?: number | null;
}) {
  const [{ taskStatus: status, taskSearch: search }, setFilters] = useUrlState(FILTER_STATE);
  // Typing replaces the history entry; a status adds one, so Back steps through them.
  const searchBox = useUrlSearchBox(search, (text) => setFilters({ taskSearch: text }, { replace: true }));
  const [editor, setEditor] = useState<Editor>({ opened: false, task: null });
  const tasks = useGetProtocolTasksQuery({
    protocolId,
    status: status === ALL ? null : (status as TaskStatus),
    search,
  });
  const rows = tasks.data ?? [];
  const filtered = status !== ALL || !!search.trim();
  // Four statuses fit a phone only in the small size.
  const filterSize = useMatches({ base: 'xs', xs: 'sm' });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Stack gap={4}>
            <Text fz="sm" fw={500} aria-hidden="true">
              {TASK_LIST_TEXTS.statusFilter}
            </Text>
            <SegmentedControl aria-label={TASK_LIST_TEXTS.statusFilter} data={STATUS_OPTIONS} value={status} onChange={(next) => setFilters({ taskStatus: next as typeof status })} size={filterSize} />
          </Stack>
          <SearchInput
            placeholder={TASK_LIST_TEXTS.searchPlaceholder}
            value={searchBox.value}
            onChange={(event) => searchBox.onChange(event.currentTarget.value)}
            w={{ base: '100%', xs: 280 }}
          />
        </Group>
        {!readOnly && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditor({ opened: true, task: null })}>
            {TASK_LIST_TEXTS.add}
          </Button>
        )}
      </Group>
      {tasks.isError ? (
        <FailureAlert {...queryFailure(tasks, TASK_LIST_TEXTS.loadFailed)} />
      ) : (
        <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }} opacity={tasks.isFetching && !tasks.isLoading ? 0.75 : 1}>
          {!tasks.isLoading && rows.length === 0 ? (
            <EmptyState text={filtered ? TASK_LIST_TEXTS.nothingFound : TASK_LIST_TEXTS.empty} />
          ) : (
            <TasksTable
              protocolId={protocolId}
              tasks={rows}
              loading={tasks.isLoading}
              highlightedId={highlightedTaskId}
              onEdit={readOnly ? undefined : (task) => setEditor({ opened: true, task })}
              announced={announced}
            />
          )}
        </Paper>
      )}
      {!readOnly && (
        <TaskFormModal
          opened={editor.opened}
          onClose={() => setEditor((current) => ({ ...current, opened: false }))}
          protocolId={protocolId}
          members={members}
          questions={questions}
          task={editor.task}
        />
      )}
    </Stack>
  );
}
