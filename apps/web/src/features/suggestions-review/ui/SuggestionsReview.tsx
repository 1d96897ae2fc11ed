import { Badge, Group, Stack, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import type { Protocol } from '../../../entities/protocol';
import { SectionCard } from '../../../shared/ui';
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
  if (tasks.length === 0 && members.length === 0) return null;

  return (
    <SectionCard title={SUGGESTION_TEXTS.title} hint={SUGGESTION_TEXTS.hint} icon={<IconSparkles size={20} stroke={1.5} />} testId="suggestions">
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
