import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { localIsoDate, parseDateRu } from '../../../entities/protocol';
import { useCreateTaskMutation, useUpdateTaskMutation, type Task } from '../../../entities/task';
import { DirectoryUserSelect, type UserRef } from '../../../entities/user';
import { COMMON, PROTOCOL_FIELDS, TASKS_TEXTS } from '../../../shared/config';
import { applyServerErrors } from '../../../shared/lib';
import { emptyTaskForm, TASK_FORM_FIELDS, taskFormFrom, taskFormSchema, taskRequest, type TaskFormValues } from '../model/task-form';
import { FailureAlert } from '../../../shared/ui';

const DEFAULT_DEADLINE_DAYS = 7;

export interface TaskFormModalProps {
  opened: boolean;
  onClose: () => void;
  protocolId: number;
  /** The protocol's members, offered first as the responsible person. */
  members: readonly UserRef[];
  /** The task being edited; absent when adding. */
  task?: Task | null;
}

/** Add or edit a task of a protocol: what to do, who answers for it, by when. */
export function TaskFormModal({ opened, onClose, task, ...props }: TaskFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={task ? TASKS_TEXTS.editTitle : TASKS_TEXTS.createTitle} size="lg" centered>
      <TaskForm key={task?.id ?? 'new'} task={task ?? null} onDone={onClose} {...props} />
    </Modal>
  );
}

const GROUPS = { known: TASKS_TEXTS.membersGroup, found: TASKS_TEXTS.directoryGroup };

function TaskForm({
  protocolId,
  members,
  task,
  onDone,
}: Omit<TaskFormModalProps, 'opened' | 'onClose' | 'task'> & { task: Task | null; onDone: () => void }) {
  const [createTask, creating] = useCreateTaskMutation();
  const [updateTask, updating] = useUpdateTaskMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TaskFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(taskFormSchema),
    defaultValues: task ? taskFormFrom(task) : emptyTaskForm(localIsoDate(DEFAULT_DEADLINE_DAYS)),
  });
  const errors = form.formState.errors;
  const busy = creating.isLoading || updating.isLoading;
  const known = useMemo(
    () => (task?.responsible && !members.some((m) => m.id === task.responsible!.id) ? [...members, task.responsible] : members),
    [members, task],
  );

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (task) {
        await updateTask({ id: task.id, protocolId, ...taskRequest(values) }).unwrap();
        notifications.show({ color: 'green', message: TASKS_TEXTS.updated });
      } else {
        await createTask({ protocolId, ...taskRequest(values) }).unwrap();
        notifications.show({ color: 'green', message: TASKS_TEXTS.created });
      }
      onDone();
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, TASK_FORM_FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={task ? TASKS_TEXTS.editTitle : TASKS_TEXTS.createTitle}>
      <Stack gap="md">
        <Textarea
          label={PROTOCOL_FIELDS.essence}
          placeholder={TASKS_TEXTS.essencePlaceholder}
          required
          autosize
          minRows={3}
          maxRows={10}
          data-autofocus
          error={errors.essence?.message}
          {...form.register('essence')}
        />
        <Controller
          control={form.control}
          name="responsible_id"
          render={({ field }) => (
            <DirectoryUserSelect
              label={PROTOCOL_FIELDS.responsible}
              placeholder={TASKS_TEXTS.responsiblePlaceholder}
              required
              knownUsers={known}
              groups={GROUPS}
              value={field.value}
              onChange={(user) => field.onChange(user?.id ?? null)}
              onBlur={field.onBlur}
              error={errors.responsible_id?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="deadline"
          render={({ field }) => (
            <DateInput
              label={PROTOCOL_FIELDS.deadline}
              required
              valueFormat="DD.MM.YYYY"
              dateParser={parseDateRu}
              placeholder="ДД.ММ.ГГГГ"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.deadline?.message}
              popoverProps={{ withinPortal: true }}
            />
          )}
        />
        <FailureAlert message={failure} />
        <Group justify="flex-end">
          <Button variant="default" type="button" onClick={onDone}>
            {COMMON.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? COMMON.saving : task ? COMMON.save : TASKS_TEXTS.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
