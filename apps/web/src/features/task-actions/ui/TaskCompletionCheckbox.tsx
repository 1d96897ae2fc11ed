import { Checkbox } from '@mantine/core';
import type { TaskStatus } from '@protocolist/contracts/enums';
import { useState } from 'react';
import { toggledStatus, useUpdateTaskMutation, type Task } from '../../../entities/task';
import { runWithToast } from '../../../shared/ui';
import { TASK_ACTION_TEXTS } from '../config/messages';

/** «Выполнено»: ticks a task done or back into work; the tick shows at once, the list follows the server. */
export function TaskCompletionCheckbox({ task, protocolId }: { task: Task; protocolId: number }) {
  const [update, updating] = useUpdateTaskMutation();
  const [wanted, setWanted] = useState<{ from: TaskStatus; to: TaskStatus } | null>(null);
  // The wish is over once the task has left the status it was made in.
  const pending = wanted && wanted.from === task.status ? wanted.to : null;
  const toggle = async () => {
    const to = toggledStatus(task.status);
    setWanted({ from: task.status, to });
    if (!(await runWithToast({ run: () => update({ id: task.id, protocolId, status: to }).unwrap() }))) setWanted(null);
  };
  return (
    <Checkbox
      color="green"
      checked={(pending ?? task.status) === 'success'}
      disabled={updating.isLoading}
      aria-label={TASK_ACTION_TEXTS.markDone(task.essence)}
      onChange={() => void toggle()}
    />
  );
}
