import { Checkbox } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toggledStatus, useUpdateTaskMutation, type Task } from '../../../entities/task';
import { describeError } from '../../../shared/api';
import { TASKS_TEXTS } from '../../../shared/config';

/** «Выполнено»: ticks a task done or back into work. */
export function TaskCompletionCheckbox({ task, protocolId }: { task: Task; protocolId: number }) {
  const [update, updating] = useUpdateTaskMutation();
  const toggle = async () => {
    try {
      await update({ id: task.id, protocolId, status: toggledStatus(task.status) }).unwrap();
    } catch (error) {
      notifications.show({ color: 'red', message: describeError(error) });
    }
  };
  return (
    <Checkbox
      color="green"
      checked={task.status === 'success'}
      disabled={updating.isLoading}
      aria-label={TASKS_TEXTS.markDone(task.essence)}
      onChange={() => void toggle()}
    />
  );
}
