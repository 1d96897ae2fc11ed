import { IconTrash } from '@tabler/icons-react';
import { useDeleteTaskMutation, type Task } from '../../../entities/task';
import { COMMON } from '../../../shared/config';
import { confirmAction, IconAction } from '../../../shared/ui';
import { TASK_ACTION_TEXTS } from '../config/messages';

export function DeleteTaskButton({ task, protocolId }: { task: Task; protocolId: number }) {
  const [remove, removing] = useDeleteTaskMutation();
  const confirm = () =>
    confirmAction({
      title: TASK_ACTION_TEXTS.deleteTitle,
      text: TASK_ACTION_TEXTS.deleteText(task.essence),
      confirmLabel: COMMON.delete,
      confirmColor: 'red',
      run: () => remove({ id: task.id, protocolId }).unwrap(),
      done: TASK_ACTION_TEXTS.deleted,
    });
  return (
    <IconAction
      label={TASK_ACTION_TEXTS.delete}
      icon={<IconTrash size={18} />}
      color="red"
      loading={removing.isLoading}
      onClick={confirm}
    />
  );
}
