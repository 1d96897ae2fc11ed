import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChecks, IconSparkles } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import type { Protocol } from '../../../entities/protocol';
import { confirmAction, SectionCard } from '../../../shared/ui';
import { useAcceptAllSuggestionsMutation } from '../api/suggestions-api';
import { SuggestedMemberRow } from './SuggestedMemberRow';
import { SuggestedTaskCard } from './SuggestedTaskCard';
import { SUGGESTION_TEXTS } from '../config/messages';

type SuggestionSource = Pick<Protocol, 'id' | 'suggested_tasks' | 'suggested_members' | 'members'>;

function SuggestionGroup({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Title order={3} fz="md">
          {title}
        </Title>
        <Badge variant="light" radius="sm">
          {count}
        </Badge>
      </Group>
      {children}
    </Stack>
  );
}

/** Tasks and members the processing found in the recording, waiting for the secretary's decision. */
export function SuggestionsReview({ protocol, onPlay }: { protocol: SuggestionSource; onPlay?: (seconds: number) => void }) {
  const tasks = protocol.suggested_tasks;
  const members = protocol.suggested_members;
  const memberUsers = useMemo(() => protocol.members.map((member) => member.member), [protocol.members]);
  const [acceptAll, acceptingAll] = useAcceptAllSuggestionsMutation();
  if (tasks.length === 0 && members.length === 0) return null;

  const complete = tasks.filter((task) => task.responsible_id !== null && task.deadline !== null).length;
  const confirmAcceptAll = () =>
    confirmAction({
      title: SUGGESTION_TEXTS.acceptAllTitle,
      text: SUGGESTION_TEXTS.acceptAllText(members.length, complete, tasks.length - complete),
      confirmLabel: SUGGESTION_TEXTS.acceptAll,
      // The server's own words say how many were taken and what is left.
      run: async () => {
        const { message } = await acceptAll(protocol.id).unwrap();
        notifications.show({ color: 'green', message });
      },
      failure: SUGGESTION_TEXTS.failed,
    });

  return (
    <SectionCard
      title={SUGGESTION_TEXTS.title}
      hint={SUGGESTION_TEXTS.hint}
      icon={<IconSparkles size={20} stroke={1.5} />}
      testId="suggestions"
      aside={
        members.length + complete > 0 && (
          <Button size="xs" leftSection={<IconChecks size={16} />} loading={acceptingAll.isLoading} onClick={confirmAcceptAll}>
            {SUGGESTION_TEXTS.acceptAll}
          </Button>
        )
      }
    >
      {tasks.length > 0 && (
        <SuggestionGroup title={SUGGESTION_TEXTS.tasksTitle} count={tasks.length}>
          {tasks.map((task) => (
            <SuggestedTaskCard key={task.id} protocolId={protocol.id} suggestion={task} members={memberUsers} onPlay={onPlay} />
          ))}
        </SuggestionGroup>
      )}
      {members.length > 0 && (
        <SuggestionGroup title={SUGGESTION_TEXTS.membersTitle} count={members.length}>
          {members.map((member) => (
            <SuggestedMemberRow key={member.id} protocolId={protocol.id} suggestion={member} />
          ))}
        </SuggestionGroup>
      )}
    </SectionCard>
  );
}
