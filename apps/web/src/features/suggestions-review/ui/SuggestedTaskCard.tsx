import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconCalendar, IconCheck, IconPencil, IconPlayerPlayFilled, IconUser, IconX } from '@tabler/icons-react';
import type { SuggestedTask } from '@protocolist/contracts/suggestions';
import { useState } from 'react';
import { formatDateRu, parseDateRu } from '../../../entities/protocol';
import { formatTimecode } from '../../../entities/video';
import { DirectoryUserSelect, type UserRef } from '../../../entities/user';
import { describeError, serverFieldErrors } from '../../../shared/api';
import { COMMON, PROTOCOL_FIELDS, SUGGESTION_TEXTS, VALIDATION } from '../../../shared/config';
import { useAcceptSuggestedTaskMutation, useDismissSuggestedTaskMutation } from '../api/suggestions-api';
import { FailureAlert } from '../../../shared/ui';

export interface SuggestedTaskCardProps {
  protocolId: number;
  suggestion: SuggestedTask;
  /** People offered first as the responsible: the protocol's members. */
  members: readonly UserRef[];
  onPlay?: (seconds: number) => void;
}

/** A task found in the transcript: its quote plays the recording; accept as is, correct first, or dismiss. */
export function SuggestedTaskCard({ protocolId, suggestion, members, onPlay }: SuggestedTaskCardProps) {
  const [editing, setEditing] = useState(false);
  const [accept, accepting] = useAcceptSuggestedTaskMutation();
  const [dismiss, dismissing] = useDismissSuggestedTaskMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const complete = suggestion.responsible_id !== null && suggestion.deadline !== null;
  const ref = { protocolId, suggestionId: suggestion.id };

  const acceptAsIs = async () => {
    if (!complete) {
      setEditing(true);
      return;
    }
    setFailure(null);
    try {
      await accept(ref).unwrap();
      notifications.show({ color: 'green', message: SUGGESTION_TEXTS.taskAccepted });
    } catch (error) {
      setFailure(describeError(error, SUGGESTION_TEXTS.failed));
    }
  };

  const reject = async () => {
    setFailure(null);
    try {
      await dismiss(ref).unwrap();
      notifications.show({ message: SUGGESTION_TEXTS.dismissed });
    } catch (error) {
      setFailure(describeError(error, SUGGESTION_TEXTS.failed));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="suggested-task" aria-label={suggestion.essence} component="article">
      <Stack gap="sm">
        {editing ? (
          <TaskEditForm
            suggestion={suggestion}
            members={members}
            busy={accepting.isLoading}
            onCancel={() => setEditing(false)}
            onSubmit={async (overrides) => {
              await accept({ ...ref, overrides }).unwrap();
              notifications.show({ color: 'green', message: SUGGESTION_TEXTS.taskAccepted });
            }}
          />
        ) : (
          <>
            <Text fw={500}>{suggestion.essence}</Text>
            <Group gap="lg" wrap="wrap">
              <Group gap={6} wrap="nowrap">
                <IconUser size={16} stroke={1.5} color="var(--mantine-color-dimmed)" />
                <Text fz="sm" c={suggestion.responsible_name ? undefined : 'orange.8'}>
                  {suggestion.responsible_name ?? SUGGESTION_TEXTS.responsibleUnknown}
                </Text>
              </Group>
              <Group gap={6} wrap="nowrap">
                <IconCalendar size={16} stroke={1.5} color="var(--mantine-color-dimmed)" />
                <Text fz="sm" c={suggestion.deadline ? undefined : 'orange.8'}>
                  {suggestion.deadline ? SUGGESTION_TEXTS.deadline(formatDateRu(suggestion.deadline)) : SUGGESTION_TEXTS.deadlineUnknown}
                </Text>
              </Group>
            </Group>
            <Quote source={suggestion.source} onPlay={onPlay} />
            <FailureAlert message={failure} />
            <Group gap="sm">
              <Button size="xs" leftSection={<IconCheck size={16} />} loading={accepting.isLoading} onClick={() => void acceptAsIs()}>
                {SUGGESTION_TEXTS.accept}
              </Button>
              <Button size="xs" variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
                {SUGGESTION_TEXTS.edit}
              </Button>
              <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={16} />} loading={dismissing.isLoading} onClick={() => void reject()}>
                {SUGGESTION_TEXTS.dismiss}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Quote({ source, onPlay }: { source: SuggestedTask['source']; onPlay?: (seconds: number) => void }) {
  const time = formatTimecode(source.start);
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      p="xs"
      style={{ borderLeft: '3px solid var(--mantine-color-purple-3)', background: 'var(--mantine-color-gray-0)', borderRadius: 4 }}
    >
      {onPlay && (
        <Tooltip label={SUGGESTION_TEXTS.playQuote(time)}>
          <ActionIcon variant="light" size="sm" radius="xl" aria-label={SUGGESTION_TEXTS.playQuote(time)} onClick={() => onPlay(source.start)}>
            <IconPlayerPlayFilled size={12} />
          </ActionIcon>
        </Tooltip>
      )}
      <Text fz="sm" c="dimmed" fs="italic">
        <Text span fz="xs" fw={600} c="purple.7" fs="normal" mr={6}>
          {time}
        </Text>
        «{source.text}»
      </Text>
    </Group>
  );
}

interface TaskEditFormProps {
  suggestion: SuggestedTask;
  members: readonly UserRef[];
  busy: boolean;
  onCancel: () => void;
  onSubmit: (overrides: { essence: string; responsible_id: number; deadline: string }) => Promise<void>;
}

function TaskEditForm({ suggestion, members, busy, onCancel, onSubmit }: TaskEditFormProps) {
  const [essence, setEssence] = useState(suggestion.essence);
  const [responsibleId, setResponsibleId] = useState<number | null>(suggestion.responsible_id);
  const [deadline, setDeadline] = useState<string | null>(suggestion.deadline);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const known = withSuggestedPerson(members, suggestion);

  const submit = async () => {
    const missing: Record<string, string> = {};
    if (!essence.trim()) missing.essence = VALIDATION.required;
    if (responsibleId === null) missing.responsible_id = VALIDATION.required;
    if (!deadline) missing.deadline = VALIDATION.required;
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) return;
    try {
      await onSubmit({ essence: essence.trim(), responsible_id: responsibleId!, deadline: deadline! });
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(describeError(error, SUGGESTION_TEXTS.failed));
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      aria-label={SUGGESTION_TEXTS.edit}
    >
      <Stack gap="sm">
        {(suggestion.responsible_id === null || suggestion.deadline === null) && (
          <Text fz="sm" c="orange.8">
            {SUGGESTION_TEXTS.needFields}
          </Text>
        )}
        <Textarea
          label={PROTOCOL_FIELDS.essence}
          required
          autosize
          minRows={2}
          value={essence}
          error={errors.essence}
          onChange={(event) => setEssence(event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DirectoryUserSelect
            label={PROTOCOL_FIELDS.responsible}
            required
            knownUsers={known}
            value={responsibleId}
            error={errors.responsible_id}
            onChange={(user) => setResponsibleId(user?.id ?? null)}
          />
          <DateInput
            label={PROTOCOL_FIELDS.deadline}
            required
            valueFormat="DD.MM.YYYY"
            dateParser={parseDateRu}
            placeholder="ДД.ММ.ГГГГ"
            value={deadline}
            error={errors.deadline}
            onChange={(value) => setDeadline(value)}
          />
        </SimpleGrid>
        <FailureAlert message={failure} />
        <Group gap="sm" justify="flex-end">
          <Button size="xs" variant="default" onClick={onCancel}>
            {COMMON.cancel}
          </Button>
          <Button size="xs" type="submit" loading={busy} leftSection={<IconCheck size={16} />}>
            {SUGGESTION_TEXTS.acceptEdited}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The suggested person may not be a member yet: offer them too, so the picker shows the name. */
function withSuggestedPerson(members: readonly UserRef[], suggestion: SuggestedTask): readonly UserRef[] {
  if (suggestion.responsible_id === null || members.some((user) => user.id === suggestion.responsible_id)) return members;
  const person: UserRef = {
    id: suggestion.responsible_id,
    full_name: suggestion.responsible_name ?? String(suggestion.responsible_id),
    email: null,
    role: 'external',
    department: null,
    position: null,
    avatar: null,
  };
  return [person, ...members];
}
