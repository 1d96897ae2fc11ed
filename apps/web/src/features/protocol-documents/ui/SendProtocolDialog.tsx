import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useGetProtocolQuery, useSendProtocolMutation, type ProtocolMember } from '../../../entities/protocol';
import { useUpdateUserMutation } from '../../../entities/user';
import { describeError, serverFieldErrors } from '../../../shared/api';
import { COMMON, PROTOCOL_ACTION_TEXTS } from '../../../shared/config';
import { runWithToast } from '../../../shared/ui';
import { SEND_TEXTS } from '../config/messages';

/** A member without an address, named by the field: one is typed and kept on the person (PUT /api/users/:id), and he or she is in. */
function AddEmail({ member, onSaved }: { member: ProtocolMember['member']; onSaved: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [update, saving] = useUpdateUserMutation();
  const save = async () => {
    setError(null);
    try {
      await update({ id: member.id, email: email.trim() }).unwrap();
      notifications.show({ color: 'green', message: SEND_TEXTS.emailSaved });
      onSaved();
    } catch (failure) {
      setError(serverFieldErrors(failure).email ?? describeError(failure));
    }
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        type="email"
        size="sm"
        style={{ flex: '1 1 200px', minWidth: 0 }}
        label={member.full_name}
        aria-label={SEND_TEXTS.emailOf(member.full_name)}
        placeholder="name@example.ru"
        value={email}
        error={error}
        onChange={(event) => setEmail(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter saves this address; it never sends the protocol.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (email.trim()) void save();
        }}
      />
      <Button size="sm" variant="light" loading={saving.isLoading} disabled={!email.trim()} onClick={() => void save()}>
        {SEND_TEXTS.saveEmail}
      </Button>
    </Group>
  );
}

/**
 * Before the protocol goes out: how many members get it, who will not for want of an e-mail (named, each with a
 * field to add the address right here), then «Разослать (N)».
 */
export function SendProtocolDialog({ protocolId, onClose }: { protocolId: number; onClose: () => void }) {
  const { data: protocol, refetch } = useGetProtocolQuery(protocolId);
  const [send] = useSendProtocolMutation({ fixedCacheKey: `send-${protocolId}` });
  const members = protocol?.members ?? [];
  const withEmail = members.filter(({ member }) => member.email?.trim());
  const without = members.filter(({ member }) => !member.email?.trim());

  const confirm = () => {
    onClose();
    void runWithToast({
      run: async () => {
        const { recipients } = await send(protocolId).unwrap();
        notifications.show({ color: 'green', message: PROTOCOL_ACTION_TEXTS.sent(recipients) });
      },
      failureTitle: PROTOCOL_ACTION_TEXTS.sendFailed,
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm">{SEND_TEXTS.goesTo(withEmail.length)}</Text>
      {without.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconMailOff size={18} />} title={SEND_TEXTS.noEmailTitle(without.length)} data-testid="send-no-email">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {SEND_TEXTS.noEmailHint}
            </Text>
            {without.map(({ member }) => (
              <AddEmail key={member.id} member={member} onSaved={() => void refetch()} />
            ))}
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {COMMON.cancel}
        </Button>
        <Button disabled={withEmail.length === 0} onClick={confirm}>
          {SEND_TEXTS.confirm(withEmail.length)}
        </Button>
      </Group>
    </Stack>
  );
}
