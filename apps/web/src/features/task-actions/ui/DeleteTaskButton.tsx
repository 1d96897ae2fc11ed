import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useDeleteTaskMutation, type Task } from '../../../entities/task';
import { describeError } from '../../../shared/api';
import { COMMON } from '../../../shared/config';
import { TASK_ACTION_TEXTS } from '../config/messages';

export function DeleteTaskButton({ task, protocolId }: { task: Task; protocolId: number }) {
  const [remove, removing] = useDeleteTaskMutation();
  const confirm = () =>
    modals.openConfirmModal({
      title: TASK_ACTION_TEXTS.deleteTitle,
      centered: true,
      children: <Text size="sm">{TASK_ACTION_TEXTS.deleteText(task.essence)}</Text>,
      labels: { confirm: COMMON.delete, cancel: COMMON.cancel },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove({ id: task.id, protocolId }).unwrap();
          notifications.show({ color: 'green', message: TASK_ACTION_TEXTS.deleted });
        } catch (error) {
          notifications.show({ color: 'red', message: describeError(error) });
        }
      },
    });
  return (
    <Tooltip label={TASK_ACTION_TEXTS.delete} withArrow>
      <ActionIcon variant="subtle" color="red" aria-label={TASK_ACTION_TEXTS.delete} loading={removing.isLoading} onClick={confirm}>
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
