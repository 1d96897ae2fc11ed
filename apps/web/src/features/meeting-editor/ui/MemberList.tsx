import { Badge, CloseButton, Group, Paper, Stack, Switch, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconClockHour4, IconMailCheck } from '@tabler/icons-react';
import { roleLabelOf } from '@protocolist/contracts/enums';
import { UserAvatar } from '../../../entities/user';
import { canNotify, type MemberDraft } from '../model/meeting-form';
import { MEETING_EDITOR_TEXTS } from '../config/messages';

interface MemberListProps {
  members: MemberDraft[];
  errors: Record<number, string>;
  onToggleNotify: (userId: number, notify: boolean) => void;
  onRemove: (userId: number) => void;
}

function DeliveryMark({ member }: { member: MemberDraft }) {
  if (!member.should_notify || !canNotify(member.user)) return null;
  const sent = member.email_sent;
  const label = sent ? MEETING_EDITOR_TEXTS.members.sent : MEETING_EDITOR_TEXTS.members.pending;
  return (
    <Tooltip label={label}>
      <ThemeIcon size="sm" radius="xl" variant="light" color={sent ? 'green' : 'gray'} aria-label={label} role="img">
        {sent ? <IconMailCheck size={13} /> : <IconClockHour4 size={13} />}
      </ThemeIcon>
    </Tooltip>
  );
}

/** The chosen members, each with its «Уведомить» toggle. */
export function MemberList({ members, errors, onToggleNotify, onRemove }: MemberListProps) {
  if (members.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {MEETING_EDITOR_TEXTS.members.empty}
      </Text>
    );
  }
  return (
    <Stack gap={6} role="list" aria-label={MEETING_EDITOR_TEXTS.fields.members}>
      {members.map((member) => {
        const { user } = member;
        const notifiable = canNotify(user);
        const error = errors[user.id];
        return (
          <Paper
            key={user.id}
            withBorder
            radius="md"
            px="sm"
            py={6}
            role="listitem"
            aria-label={user.full_name}
            data-testid="meeting-member"
            style={error ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
          >
            {/* The name has a line of its own; the controls go under it when the row is narrow. */}
            <Group gap="xs" wrap="wrap" align="center">
              <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 14rem', minWidth: 0 }}>
                <UserAvatar user={user} size={30} radius="xl" />
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Text fz="sm" fw={500} style={{ overflowWrap: 'break-word' }}>
                    {user.full_name}
                  </Text>
                  {user.role === 'external' && (
                    <Badge size="xs" variant="light" color="gray" radius="sm">
                      {roleLabelOf(user.role, user.gender)}
                    </Badge>
                  )}
                  <Text fz="xs" c={error ? 'red.7' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                    {error ?? [user.email, user.department].filter(Boolean).join(' · ')}
                  </Text>
                </div>
              </Group>
              <Group gap="xs" wrap="nowrap" ml="auto">
                <DeliveryMark member={member} />
                <Tooltip label={MEETING_EDITOR_TEXTS.members.noEmail} disabled={notifiable}>
                  <Switch
                    size="sm"
                    label={MEETING_EDITOR_TEXTS.members.notify}
                    checked={member.should_notify && notifiable}
                    disabled={!notifiable}
                    onChange={(event) => onToggleNotify(user.id, event.currentTarget.checked)}
                  />
                </Tooltip>
                <CloseButton size="sm" aria-label={MEETING_EDITOR_TEXTS.members.remove(user.full_name)} onClick={() => onRemove(user.id)} />
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
