import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconChecklist, IconFileText, IconMessages, IconUser } from '@tabler/icons-react';
import { ROLE_LABELS, TASK_STATUS_LABELS } from '@protocolist/contracts/enums';
import type { SearchHit, SearchKind, SearchUserHit } from '@protocolist/contracts/search';
import { formatTimecode } from '../../../entities/video';
import { formatDateRu } from '../../../shared/lib';
import { SEARCH_TEXTS } from '../config/messages';

const ICONS: Record<SearchKind, typeof IconFileText> = {
  protocol: IconFileText,
  transcript: IconMessages,
  task: IconChecklist,
  meeting: IconCalendarEvent,
};

function title(hit: SearchHit): string {
  if (hit.kind === 'meeting') return `${SEARCH_TEXTS.meeting}: ${hit.meeting!.theme}`;
  const protocol = hit.protocol!;
  return `${SEARCH_TEXTS.protocol(protocol.protocol_number)} · ${protocol.theme}`;
}

function place(hit: SearchHit): string {
  switch (hit.kind) {
    case 'transcript':
      return SEARCH_TEXTS.transcriptAt(formatTimecode(hit.start ?? 0));
    case 'task':
      return [SEARCH_TEXTS.task, hit.task!.responsible && SEARCH_TEXTS.responsible(hit.task!.responsible), SEARCH_TEXTS.deadline(formatDateRu(hit.task!.deadline))]
        .filter(Boolean)
        .join(' · ');
    case 'meeting':
      return hit.meeting!.event_start_time;
    default:
      return hit.section ?? SEARCH_TEXTS.header;
  }
}

interface SearchHitItemProps {
  hit: SearchHit;
  id: string;
  active: boolean;
  /** Null: the role has no page for this hit (a manager's meeting): it is shown, not opened. */
  target: string | null;
  showSecretary: boolean;
  onHover: () => void;
  onOpen: () => void;
  children: React.ReactNode;
}

/** One hit: what it is and where (protocol, section or second of the video, task, meeting), then its snippet. */
export function SearchHitItem({ hit, id, active, target, showSecretary, onHover, onOpen, children }: SearchHitItemProps) {
  const Icon = ICONS[hit.kind];
  return (
    <UnstyledButton
      id={id}
      role="option"
      aria-selected={active}
      aria-disabled={!target}
      data-testid="search-hit"
      data-kind={hit.kind}
      tabIndex={-1}
      onMouseMove={onHover}
      onClick={target ? onOpen : undefined}
      w="100%"
      maw="100%"
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: active ? 'var(--mantine-color-purple-0)' : undefined,
        outline: active ? '1px solid var(--mantine-color-purple-3)' : undefined,
        cursor: target ? 'pointer' : 'default',
      }}
    >
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Icon size={20} stroke={1.6} color="var(--mantine-color-purple-7)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden="true" />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text fz="sm" fw={600} lineClamp={2} style={{ minWidth: 0 }}>
              {title(hit)}
            </Text>
            <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatDateRu(hit.event_date)}
            </Text>
          </Group>
          <Group gap={6} wrap="wrap">
            <Text fz="xs" c="purple.8" fw={500}>
              {place(hit)}
            </Text>
            {hit.task && (
              <Badge size="xs" variant="light" color={hit.task.status === 'expired' ? 'red' : hit.task.status === 'success' ? 'green' : 'blue'}>
                {TASK_STATUS_LABELS[hit.task.status]}
              </Badge>
            )}
            {showSecretary && (
              <Text fz="xs" c="dimmed">
                {SEARCH_TEXTS.secretary(hit.secretary.full_name)}
              </Text>
            )}
          </Group>
          {children}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

interface UserHitItemProps {
  user: SearchUserHit;
  id: string;
  active: boolean;
  onHover: () => void;
  onOpen: () => void;
}

/** A person found by the admin's search: name, role, e-mail and department; opens the user directory at him. */
export function UserHitItem({ user, id, active, onHover, onOpen }: UserHitItemProps) {
  const details = [user.email, user.department, user.position].filter(Boolean).join(' · ');
  return (
    <UnstyledButton
      id={id}
      role="option"
      aria-selected={active}
      data-testid="search-user-hit"
      tabIndex={-1}
      onMouseMove={onHover}
      onClick={onOpen}
      w="100%"
      maw="100%"
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: active ? 'var(--mantine-color-purple-0)' : undefined,
        outline: active ? '1px solid var(--mantine-color-purple-3)' : undefined,
        cursor: 'pointer',
      }}
    >
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <IconUser size={20} stroke={1.6} color="var(--mantine-color-purple-7)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden="true" />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fz="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {user.full_name}
            </Text>
            {!user.is_active && (
              <Badge size="xs" variant="light" color="red">
                {SEARCH_TEXTS.blocked}
              </Badge>
            )}
          </Group>
          <Text fz="xs" c="purple.8" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {SEARCH_TEXTS.userPlace(ROLE_LABELS[user.role], details)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
