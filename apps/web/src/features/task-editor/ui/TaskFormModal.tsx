import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import {
  DEFAULT_DEADLINE_DAYS,
  TaskForm,
  useCreateTaskMutation,
  useUpdateTaskMutation,
  type Task,
  type TaskRequest,
} from '../../../entities/task';
import { DirectoryUserSelect, type UserRef } from '../../../entities/user';
import { localIsoDate } from '../../../shared/lib';
import { COMMON } from '../../../shared/config';
import { GuardedModal } from '../../../shared/ui';
import type { TaskQuestion } from '@protocolist/contracts/tasks';
import { TASK_EDITOR_TEXTS } from '../config/messages';

interface TaskFormModalProps {
  opened: boolean;
  onClose: () => void;
  protocolId: number;
  /** The protocol's members, offered first as the responsible person. */
  members: readonly UserRef[];
  /** The task being edited; absent when adding. */
  task?: Task | null;
  /** The protocol's questions, to tie the task to one. */
  questions: readonly TaskQuestion[];
}

/** Add or edit a task of a protocol: what to do, who answers for it, by when. */
export function TaskFormModal({ opened, onClose, task, ...props }: TaskFormModalProps) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title={task ? TASK_EDITOR_TEXTS.editTitle : TASK_EDITOR_TEXTS.createTitle} size="lg" centered>
      <TaskEditor key={task?.id ?? 'new'} task={task ?? null} onDone={onClose} {...props} />
    </GuardedModal>
  );
}

const GROUPS = { known: TASK_EDITOR_TEXTS.membersGroup, found: TASK_EDITOR_TEXTS.directoryGroup };

function TaskEditor({
  protocolId,
  members,
  task,
  questions,
  onDone,
}: Omit<TaskFormModalProps, 'opened' | 'onClose' | 'task'> & { task: Task | null; onDone: () => void }) {
  const [createTask] = useCreateTaskMutation();
  const [updateTask] = useUpdateTaskMutation();
  const known = useMemo(
    () => (task?.responsible && !members.some((m) => m.id === task.responsible!.id) ? [...members, task.responsible] : members),
    [members, task],
  );

  const save = async (request: TaskRequest) => {
    if (task) {
      await updateTask({ id: task.id, protocolId, ...request }).unwrap();
      notifications.show({ color: 'green', message: TASK_EDITOR_TEXTS.updated });
    } else {
      await createTask({ protocolId, ...request }).unwrap();
      notifications.show({ color: 'green', message: TASK_EDITOR_TEXTS.created });
    }
    onDone();
  };

  return (
    <TaskForm
      initial={
        task
          ? { essence: task.essence, responsible_id: task.responsible?.id ?? null, deadline: task.deadline, question: task.question?.number ?? null }
          : { essence: '', responsible_id: null, deadline: localIsoDate(DEFAULT_DEADLINE_DAYS) }
      }
      onSubmit={save}
      onCancel={onDone}
      questions={questions}
      submitLabel={task ? COMMON.save : TASK_EDITOR_TEXTS.create}
      label={task ? TASK_EDITOR_TEXTS.editTitle : TASK_EDITOR_TEXTS.createTitle}
      renderResponsible={(field) => (
        <DirectoryUserSelect {...field} knownUsers={known} groups={GROUPS} comboboxProps={{ withinPortal: true }} />
      )}
    />
  );
}
