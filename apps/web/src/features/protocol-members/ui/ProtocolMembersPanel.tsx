import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  useAddProtocolMemberMutation,
  useGetProtocolMembersQuery,
  useRemoveProtocolMemberMutation,
  type ProtocolMember,
} from '../../../entities/protocol';
import { DirectoryUserSelect, RoleBadge, UserAvatar, type UserRef } from '../../../entities/user';
import { describeError, serverFieldErrors } from '../../../shared/api';
import { COMMON, MEMBERS_TEXTS, PROTOCOL_FIELDS } from '../../../shared/config';
import { EmptyState, FailureAlert, LoadingRows } from '../../../shared/ui';

/** «Участники»: who took part; add from the user directory, remove after a confirmation. */
export function ProtocolMembersPanel({ protocolId }: { protocolId: number }) {
  const members = useGetProtocolMembersQuery(protocolId);
  const list = members.data ?? [];
  return (
    <Stack gap="md">
      <AddMemberForm protocolId={protocolId} />
      {members.isError ? (
        <FailureAlert message={describeError(members.error)} />
      ) : members.isLoading ? (
        <LoadingRows height={56} radius="md" />
      ) : list.length === 0 ? (
        <EmptyState text={MEMBERS_TEXTS.empty} />
      ) : (
        <Stack gap="xs">
          <Text fz="sm" c="dimmed">
            {MEMBERS_TEXTS.count(list.length)}
          </Text>
          {list.map((member) => (
            <MemberRow key={member.id} protocolId={protocolId} member={member} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function AddMemberForm({ protocolId }: { protocolId: number }) {
  const [picked, setPicked] = useState<UserRef | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [add, adding] = useAddProtocolMemberMutation();

  const submit = async () => {
    if (!picked) return;
    setError(null);
    try {
      await add({ protocolId, memberId: picked.id }).unwrap();
      notifications.show({ color: 'green', message: MEMBERS_TEXTS.added });
      setPicked(null);
    } catch (caught) {
      setError(serverFieldErrors(caught).member_id ?? describeError(caught));
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      aria-label={MEMBERS_TEXTS.add}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <DirectoryUserSelect
          label={PROTOCOL_FIELDS.member}
          placeholder={MEMBERS_TEXTS.pickPlaceholder}
          value={picked?.id ?? null}
          onChange={(user) => {
            setPicked(user);
            setError(null);
          }}
          error={error}
          w={{ base: '100%', sm: 380 }}
        />
        <Button type="submit" mt={25} leftSection={<IconUserPlus size={18} />} disabled={!picked} loading={adding.isLoading}>
          {MEMBERS_TEXTS.add}
        </Button>
      </Group>
    </form>
  );
}

function MemberRow({ protocolId, member }: { protocolId: number; member: ProtocolMember }) {
  const [remove, removing] = useRemoveProtocolMemberMutation();
  const person = member.member;
  const details = [person.position, person.department].filter(Boolean).join(' · ');

  const confirm = () =>
    modals.openConfirmModal({
      title: MEMBERS_TEXTS.removeTitle,
      centered: true,
      children: <Text size="sm">{MEMBERS_TEXTS.removeText(person.full_name)}</Text>,
      labels: { confirm: MEMBERS_TEXTS.removeConfirm, cancel: COMMON.cancel },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove({ protocolId, id: member.id }).unwrap();
          notifications.show({ color: 'green', message: MEMBERS_TEXTS.removed });
        } catch (error) {
          notifications.show({ color: 'red', message: describeError(error) });
        }
      },
    });

  return (
    <Paper withBorder radius="md" px="md" py="sm" data-testid="member-row">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <UserAvatar user={person} radius="xl" />
          <div>
            <Group gap="xs">
              <Text fz="sm" fw={500}>
                {person.full_name}
              </Text>
              <RoleBadge role={person.role} />
            </Group>
            <Text fz="xs" c="dimmed">
              {[person.email ?? MEMBERS_TEXTS.noEmail, details].filter(Boolean).join(' · ')}
            </Text>
          </div>
        </Group>
        <Tooltip label={MEMBERS_TEXTS.remove} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${MEMBERS_TEXTS.remove}: ${person.full_name}`}
            loading={removing.isLoading}
            onClick={confirm}
          >
            <IconUserMinus size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
