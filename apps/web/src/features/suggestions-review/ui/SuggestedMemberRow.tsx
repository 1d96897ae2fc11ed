import { Avatar, Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconUserPlus, IconX } from '@tabler/icons-react';
import type { SuggestedMember } from '@protocolist/contracts/suggestions';
import { runWithToast } from '../../../shared/ui';
import { useAcceptSuggestedMemberMutation, useDismissSuggestedMemberMutation } from '../api/suggestions-api';
import { SUGGESTION_TEXTS } from '../config/messages';

/** Someone who spoke or was named and is not a member yet: «Добавить» or «Отклонить». */
export function SuggestedMemberRow({ protocolId, suggestion }: { protocolId: number; suggestion: SuggestedMember }) {
  const [accept, accepting] = useAcceptSuggestedMemberMutation();
  const [dismiss, dismissing] = useDismissSuggestedMemberMutation();
  const ref = { protocolId, suggestionId: suggestion.id };
  // A speaker in no directory: accepting makes them a new external member.
  const stranger = suggestion.user_id === null;

  const decide = (run: () => Promise<unknown>, done: string) => runWithToast({ run, done, failure: SUGGESTION_TEXTS.failed });

  return (
    <Paper withBorder radius="md" p="sm" data-testid="suggested-member" aria-label={suggestion.full_name} component="article">
      {/* The person takes the row while it is wide enough; else the buttons go under them. */}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Avatar name={suggestion.full_name} color="initials" radius="xl" />
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text fz="sm" fw={500} style={{ overflowWrap: 'break-word' }}>
              {suggestion.full_name}
            </Text>
            {stranger && (
              <Badge size="sm" variant="light" color="orange" radius="sm">
                {SUGGESTION_TEXTS.newPerson}
              </Badge>
            )}
            <Text fz="xs" c="dimmed" lineClamp={2}>
              {suggestion.reason}
            </Text>
          </div>
        </Group>
        <Group gap="xs" wrap="nowrap" ml="auto">
          <Button
            size="xs"
            leftSection={<IconUserPlus size={16} />}
            loading={accepting.isLoading}
            onClick={() =>
              void decide(() => accept(ref).unwrap(), (stranger ? SUGGESTION_TEXTS.externalAdded : SUGGESTION_TEXTS.memberAdded)(suggestion.full_name, suggestion.gender))
            }
          >
            {stranger ? SUGGESTION_TEXTS.addExternal(suggestion.gender) : SUGGESTION_TEXTS.add}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconX size={16} />}
            loading={dismissing.isLoading}
            onClick={() => void decide(() => dismiss(ref).unwrap(), SUGGESTION_TEXTS.dismissed)}
          >
            {SUGGESTION_TEXTS.dismiss}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
