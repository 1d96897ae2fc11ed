import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import type { Protocol } from '../../../entities/protocol';
import { SuggestedMemberRow } from './SuggestedMemberRow';
import { SuggestedTaskCard } from './SuggestedTaskCard';
import { SUGGESTION_TEXTS } from '../config/messages';

type SuggestionSource = Pick<Protocol, 'id' | 'suggested_tasks' | 'suggested_members' | 'members'>;

/** Tasks and members the processing found in the recording, waiting for the secretary's decision. */
export function SuggestionsReview({ protocol, onPlay }: { protocol: SuggestionSource; onPlay?: (seconds: number) => void }) {
  const tasks = protocol.suggested_tasks;
  const members = protocol.suggested_members;
  const titleId = useId();
  const memberUsers = useMemo(() => protocol.members.map((member) => member.member), [protocol.members]);
  if (tasks.length === 0 && members.length === 0) return null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId} data-testid="suggestions">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="xl" size="lg">
            <IconSparkles size={20} stroke={1.5} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="lg" id={titleId}>
              {SUGGESTION_TEXTS.title}
            </Title>
            <Text fz="sm" c="dimmed">
              {SUGGESTION_TEXTS.hint}
            </Text>
          </div>
        </Group>
        {tasks.length > 0 && (
          <Stack gap="sm">
            <Group gap="xs">
              <Title order={3} fz="md">
                {SUGGESTION_TEXTS.tasksTitle}
              </Title>
              <Badge variant="light" radius="sm">
                {tasks.length}
              </Badge>
            </Group>
            {tasks.map((task) => (
              <SuggestedTaskCard key={task.id} protocolId={protocol.id} suggestion={task} members={memberUsers} onPlay={onPlay} />
            ))}
          </Stack>
        )}
        {members.length > 0 && (
          <Stack gap="sm">
            <Group gap="xs">
              <Title order={3} fz="md">
                {SUGGESTION_TEXTS.membersTitle}
              </Title>
              <Badge variant="light" radius="sm">
                {members.length}
              </Badge>
            </Group>
            {members.map((member) => (
              <SuggestedMemberRow key={member.id} protocolId={protocol.id} suggestion={member} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
