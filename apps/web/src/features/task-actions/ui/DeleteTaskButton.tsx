import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useDeleteTaskMutation, type Task } from '../../../entities/task';
import { describeError } from '../../../shared/api';
import { COMMON, TASKS_TEXTS } from '../../../shared/config';

export function DeleteTaskButton({ task, protocolId }: { task: Task; protocolId: number }) {
  const [remove, removing] = useDeleteTaskMutation();
  const confirm = () =>
    modals.openConfirmModal({
      title: TASKS_TEXTS.deleteTitle,
      centered: true,
      children: <Text size="sm">{TASKS_TEXTS.deleteText(task.essence)}</Text>,
      labels: { confirm: TASKS_TEXTS.deleteConfirm, cancel: COMMON.cancel },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove({ id: task.id, protocolId }).unwrap();
          notifications.show({ color: 'green', message: TASKS_TEXTS.deleted });
        } catch (error) {
          notifications.show({ color: 'red', message: describeError(error) });
        }
      },
    });
  return (
    <Tooltip label={TASKS_TEXTS.delete} withArrow>
      <ActionIcon variant="subtle" color="red" aria-label={TASKS_TEXTS.delete} loading={removing.isLoading} onClick={confirm}>
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
