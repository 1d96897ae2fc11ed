import { Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { questionLabel, type TaskQuestion } from '@protocolist/contracts/tasks';
import { IconCheck } from '@tabler/icons-react';
import type { ReactElement, ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { submitOnlyByButton, useDirtyInModal, useModalCancel, useServerForm } from '../../../shared/lib';
import { DateFieldRu, FormActions } from '../../../shared/ui';
import { taskFormSchema, type TaskFormValues, type TaskRequest } from '../model/task-form';
import { TASK_FIELDS, TASK_TEXTS } from '../config/messages';

/** What the responsible person's picker gets from the form. */
interface ResponsibleFieldProps {
  label: string;
  placeholder: string;
  required: true;
  value: number | null;
  onChange: (user: { id: number } | null) => void;
  onBlur: () => void;
  error: string | undefined;
}

interface TaskFormProps {
  /** The values it opens with. */
  initial: TaskFormValues;
  /** Sends the checked task; throws the API error when the server refuses (RTK Query `.unwrap()`). */
  onSubmit: (request: TaskRequest) => Promise<unknown>;
  onCancel: () => void;
  submitLabel: string;
  /** The form's accessible name. */
  label: string;
  /** The people picker (entities/user's DirectoryUserSelect with the people to offer first). */
  renderResponsible: (field: ResponsibleFieldProps) => ReactElement;
  /** Smaller controls, for a card in a list. */
  compact?: boolean;
  /** Shown above the fields. */
  children?: ReactNode;
  /** The protocol's questions to tie the task to (the protocol page); absent: no such field. */
  questions?: readonly TaskQuestion[];
}

const AUTO = 'auto';
const NONE = 'none';
const questionValue = (question: number | null | undefined) => (question === undefined ? AUTO : question === null ? NONE : String(question));
const questionOfValue = (value: string | null) => (value === null || value === AUTO ? undefined : value === NONE ? null : Number(value));

/** A task: what to do, who answers for it, by when. Adding, editing and accepting a suggestion share it. */
export function TaskForm({ initial, onSubmit, onCancel, submitLabel, label, renderResponsible, compact, children, questions }: TaskFormProps) {
  const { form, submit, submitting, failure, succeeded } = useServerForm({ schema: taskFormSchema, defaultValues: initial, onSubmit });
  const { errors } = form.formState;
  // In a modal, closing it over typed text asks first (Esc, the cross, a click outside, «Отмена»).
  useDirtyInModal(form.formState.isDirty && !succeeded);
  const cancel = useModalCancel(onCancel);

  return (
    <form onSubmit={submit} onKeyDown={submitOnlyByButton} noValidate aria-label={label}>
      <Stack gap={compact ? 'sm' : 'md'}>
        {children}
        <Textarea
          label={TASK_FIELDS.essence}
          placeholder={TASK_TEXTS.essencePlaceholder}
          required
          autosize
          minRows={compact ? 2 : 3}
          maxRows={10}
          data-autofocus
          error={errors.essence?.message}
          {...form.register('essence')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={form.control}
            name="responsible_id"
            render={({ field }) =>
              renderResponsible({
                label: TASK_FIELDS.responsible,
                placeholder: TASK_TEXTS.responsiblePlaceholder,
                required: true,
                value: field.value,
                onChange: (user) => field.onChange(user?.id ?? null),
                onBlur: field.onBlur,
                error: errors.responsible_id?.message,
              })
            }
          />
          <DateFieldRu
            control={form.control}
            name="deadline"
            label={TASK_FIELDS.deadline}
            required
            popoverProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {questions && (
          <Controller
            control={form.control}
            name="question"
            render={({ field }) => (
              <Select
                label={TASK_FIELDS.question}
                description={TASK_TEXTS.questionHint}
                data={[
                  ...(initial.question === undefined ? [{ value: AUTO, label: TASK_TEXTS.questionAuto }] : []),
                  ...questions.map((question) => ({ value: String(question.number), label: questionLabel(question) })),
                  { value: NONE, label: TASK_TEXTS.questionNone },
                ]}
                value={questionValue(field.value)}
                onChange={(value) => field.onChange(questionOfValue(value))}
                onBlur={field.onBlur}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                error={errors.question?.message}
              />
            )}
          />
        )}
        <FormActions
          failure={failure}
          submitting={submitting}
          submitLabel={submitLabel}
          onCancel={cancel}
          size={compact ? 'xs' : 'sm'}
          submitIcon={compact ? <IconCheck size={16} /> : undefined}
        />
      </Stack>
    </form>
  );
}
