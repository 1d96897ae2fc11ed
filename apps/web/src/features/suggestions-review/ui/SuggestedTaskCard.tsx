import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendar, IconCheck, IconPencil, IconPlayerPlayFilled, IconUser, IconUserPlus, IconX } from '@tabler/icons-react';
import type { SuggestedTask } from '@protocolist/contracts/suggestions';
import { useState } from 'react';
import { TaskForm } from '../../../entities/task';
import { formatTimecode } from '../../../entities/video';
import { DirectoryUserSelect, type UserRef } from '../../../entities/user';
import { formatDateRu } from '../../../shared/lib';
import { actionFailure, FailureAlert, type FailureAlertProps } from '../../../shared/ui';
import { useAcceptSuggestedTaskMutation, useDismissSuggestedTaskMutation } from '../api/suggestions-api';
import { SUGGESTION_TEXTS } from '../config/messages';

interface SuggestedTaskCardProps {
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
  const [failure, setFailure] = useState<FailureAlertProps | null>(null);
  // An action of the card; its failure stays on the card with «Повторить» where another try may help.
  const attempt = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(actionFailure(error, () => void attempt(action), SUGGESTION_TEXTS.failed));
    }
  };
  const complete = suggestion.responsible_id !== null && suggestion.deadline !== null;
  const ref = { protocolId, suggestionId: suggestion.id };

  const acceptAsIs = async () => {
    if (!complete) {
      setEditing(true);
      return;
    }
    await attempt(async () => {
      await accept(ref).unwrap();
      notifications.show({ color: 'green', message: SUGGESTION_TEXTS.taskAccepted });
    });
  };

  // Someone named in the talk who is in no directory: the task goes to them as a new external member.
  const stranger = suggestion.responsible_id === null ? suggestion.responsible_name : null;
  const [deadline, setDeadline] = useState(suggestion.deadline ?? '');
  const acceptForStranger = () =>
    attempt(async () => {
      await accept({ ...ref, overrides: { new_responsible_name: stranger!, ...(deadline ? { deadline } : {}) } }).unwrap();
      notifications.show({ color: 'green', message: SUGGESTION_TEXTS.taskAccepted });
    });

  const reject = async () => {
    await attempt(async () => {
      await dismiss(ref).unwrap();
      notifications.show({ message: SUGGESTION_TEXTS.dismissed });
    });
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="suggested-task" aria-label={suggestion.essence} component="article">
      <Stack gap="sm">
        {editing ? (
          <TaskForm
            compact
            initial={{ essence: suggestion.essence, responsible_id: suggestion.responsible_id, deadline: suggestion.deadline }}
            onSubmit={async (overrides) => {
              await accept({ ...ref, overrides }).unwrap();
              notifications.show({ color: 'green', message: SUGGESTION_TEXTS.taskAccepted });
            }}
            onCancel={() => setEditing(false)}
            submitLabel={SUGGESTION_TEXTS.acceptEdited}
            label={SUGGESTION_TEXTS.edit}
            renderResponsible={(field) => <DirectoryUserSelect {...field} knownUsers={withSuggestedPerson(members, suggestion)} />}
          >
            {!complete && (
              <Text fz="sm" c="orange.8">
                {SUGGESTION_TEXTS.needFields}
              </Text>
            )}
          </TaskForm>
        ) : (
          <>
            <Text fw={500}>{suggestion.essence}</Text>
            <Group gap="lg" wrap="wrap">
              <Group gap={6} wrap="nowrap">
                <IconUser size={16} stroke={1.5} color="var(--mantine-color-dimmed)" />
                <Text fz="sm" c={suggestion.responsible_name ? undefined : 'orange.8'}>
                  {suggestion.responsible_name ?? SUGGESTION_TEXTS.responsibleUnknown}
                </Text>
                {stranger && (
                  <Badge size="sm" variant="light" color="orange" radius="sm">
                    {SUGGESTION_TEXTS.newPerson}
                  </Badge>
                )}
              </Group>
              <Group gap={6} wrap="nowrap">
                <IconCalendar size={16} stroke={1.5} color="var(--mantine-color-dimmed)" />
                <Text fz="sm" c={suggestion.deadline ? undefined : 'orange.8'}>
                  {suggestion.deadline ? SUGGESTION_TEXTS.deadline(formatDateRu(suggestion.deadline)) : SUGGESTION_TEXTS.deadlineUnknown}
                </Text>
              </Group>
            </Group>
            <Quote source={suggestion.source} onPlay={onPlay} />
            {stranger && (
              <Group gap="sm" align="flex-end" wrap="wrap" data-testid="assign-external">
                {!suggestion.deadline && (
                  <TextInput type="date" size="xs" label={SUGGESTION_TEXTS.deadlineLabel} value={deadline} onChange={(event) => setDeadline(event.currentTarget.value)} />
                )}
                <Tooltip label={SUGGESTION_TEXTS.externalHint} multiline w={280} withArrow>
                  <Button
                    size="xs"
                    variant="light"
                    color="orange"
                    leftSection={<IconUserPlus size={16} />}
                    loading={accepting.isLoading}
                    disabled={!deadline}
                    onClick={() => void acceptForStranger()}
                  >
                    {SUGGESTION_TEXTS.assignExternal(dativeOf(suggestion))}
                  </Button>
                </Tooltip>
              </Group>
            )}
            {failure && <FailureAlert {...failure} />}
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

/** «Лебедевой А.С.»: the server's dative; a suggestion read without it falls back to the name as given. */
function dativeOf(suggestion: SuggestedTask): string {
  return suggestion.responsible_dative ?? suggestion.responsible_name ?? '';
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
    gender: null,
  };
  return [person, ...members];
}
