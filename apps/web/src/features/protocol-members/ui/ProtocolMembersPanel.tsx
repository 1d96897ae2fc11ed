import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { addMemberRequest } from '@protocolist/contracts/protocols';
import { Controller, useWatch } from 'react-hook-form';
import {
  PROTOCOL_FIELDS,
  useAddProtocolMemberMutation,
  useGetProtocolMembersQuery,
  useRemoveProtocolMemberMutation,
  type ProtocolMember,
} from '../../../entities/protocol';
import { DirectoryUserSelect, RoleBadge, UserAvatar } from '../../../entities/user';
import { useServerForm } from '../../../shared/lib';
import { confirmAction, EmptyState, FailureAlert, IconAction, LoadingRows, queryFailure } from '../../../shared/ui';
import { MEMBERS_TEXTS } from '../config/messages';

/** «Участники»: who took part; add from the user directory, remove after a confirmation (neither for a reader). */
export function ProtocolMembersPanel({ protocolId, readOnly = false }: { protocolId: number; readOnly?: boolean }) {
  const members = useGetProtocolMembersQuery(protocolId);
  const list = members.data ?? [];
  return (
    <Stack gap="md">
      {!readOnly && <AddMemberForm protocolId={protocolId} />}
      {members.isError ? (
        <FailureAlert {...queryFailure(members, MEMBERS_TEXTS.loadFailed)} />
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
            <MemberRow key={member.id} protocolId={protocolId} member={member} readOnly={readOnly} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function AddMemberForm({ protocolId }: { protocolId: number }) {
  const [add] = useAddProtocolMemberMutation();
  const { form, submit, submitting } = useServerForm({
    schema: addMemberRequest,
    defaultValues: { member_id: null as number | null },
    onSubmit: async ({ member_id }) => {
      const { member } = await add({ protocolId, memberId: member_id }).unwrap();
      notifications.show({ color: 'green', message: MEMBERS_TEXTS.added(member.full_name, member.gender) });
      form.reset();
    },
    // Whatever went wrong is said under the picker.
    failureField: 'member_id',
  });
  const picked = useWatch({ control: form.control, name: 'member_id' }) !== null;

  return (
    <form onSubmit={submit} noValidate aria-label={MEMBERS_TEXTS.add}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Controller
          control={form.control}
          name="member_id"
          render={({ field, fieldState }) => (
            <DirectoryUserSelect
              label={PROTOCOL_FIELDS.member}
              placeholder={MEMBERS_TEXTS.pickPlaceholder}
              value={field.value}
              onChange={(user) => {
                field.onChange(user?.id ?? null);
                form.clearErrors('member_id');
              }}
              error={fieldState.error?.message}
              w={{ base: '100%', sm: 380 }}
            />
          )}
        />
        <Button
          type="submit"
          mt={25}
          leftSection={<IconUserPlus size={18} />}
          disabled={!picked}
          loading={submitting}
        >
          {MEMBERS_TEXTS.add}
        </Button>
      </Group>
    </form>
  );
}

function MemberRow({ protocolId, member, readOnly }: { protocolId: number; member: ProtocolMember; readOnly: boolean }) {
  const [remove, removing] = useRemoveProtocolMemberMutation();
  const person = member.member;
  const details = [person.position, person.department].filter(Boolean).join(' · ');

  const confirm = () =>
    confirmAction({
      title: MEMBERS_TEXTS.removeTitle,
      text: MEMBERS_TEXTS.removeText(person.full_name, person.gender),
      confirmLabel: MEMBERS_TEXTS.removeConfirm,
      confirmColor: 'red',
      run: () => remove({ protocolId, id: member.id }).unwrap(),
      done: MEMBERS_TEXTS.removed(person.full_name, person.gender),
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
              <RoleBadge role={person.role} gender={person.gender} />
            </Group>
            <Text fz="xs" c="dimmed">
              {[person.email ?? MEMBERS_TEXTS.noEmail, details].filter(Boolean).join(' · ')}
            </Text>
          </div>
        </Group>
        {!readOnly && (
        <IconAction
          label={MEMBERS_TEXTS.remove}
          ariaLabel={`${MEMBERS_TEXTS.remove}: ${person.full_name}`}
          icon={<IconUserMinus size={18} />}
          color="red"
          loading={removing.isLoading}
          onClick={confirm}
        />
        )}
      </Group>
    </Paper>
  );
}
