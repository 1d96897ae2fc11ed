import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { TASK_STATUSES, TASK_STATUS_LABELS, type TaskStatus } from '@protocolist/contracts/enums';
import { useBulkAssignmentStatusMutation } from '../../../entities/assignment';
import { confirmAction } from '../../../shared/ui';
import { ASSIGNMENT_TEXTS } from '../config/messages';

/** Shown while tasks are ticked: one status for all of them, after a confirmation; all change or none. */
export function BulkStatusBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const [bulkStatus, { isLoading }] = useBulkAssignmentStatusMutation();
  const ask = (status: TaskStatus) =>
    confirmAction({
      title: ASSIGNMENT_TEXTS.confirmTitle,
      text: ASSIGNMENT_TEXTS.confirmText(ids.length, TASK_STATUS_LABELS[status]),
      confirmLabel: ASSIGNMENT_TEXTS.confirmLabel,
      run: () => bulkStatus({ ids, status }).unwrap(),
      done: ASSIGNMENT_TEXTS.setStatus,
      failure: ASSIGNMENT_TEXTS.bulkFailed,
      onDone,
    });
  return (
    <Paper withBorder radius="md" p="sm" data-testid="bulk-bar">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fz="sm" fw={500}>
          {ASSIGNMENT_TEXTS.selected(ids.length)}
        </Text>
        <Group gap="sm">
          <Button variant="subtle" onClick={onDone}>
            {ASSIGNMENT_TEXTS.clearSelection}
          </Button>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button rightSection={<IconChevronDown size={16} />} loading={isLoading}>
                {ASSIGNMENT_TEXTS.setStatus}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {TASK_STATUSES.map((status) => (
                <Menu.Item key={status} onClick={() => ask(status)}>
                  {TASK_STATUS_LABELS[status]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Paper>
  );
}
