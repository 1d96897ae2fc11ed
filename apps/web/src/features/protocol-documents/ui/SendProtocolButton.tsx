import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { useSendProtocolMutation, type Protocol } from '../../../entities/protocol';
import { COMMON, PROTOCOL_ACTION_TEXTS } from '../../../shared/config';
import { runWithToast } from '../../../shared/ui';

/** «Разослать протокол»: only a final protocol, after a confirmation; tells how many members it goes to. */
export function SendProtocolButton({ protocol }: { protocol: Pick<Protocol, 'id' | 'stage'> }) {
  const [send, sending] = useSendProtocolMutation();
  if (!STAGE_RULES.canSend(protocol.stage)) return null;

  const confirm = () =>
    modals.openConfirmModal({
      title: PROTOCOL_ACTION_TEXTS.sendTitle,
      centered: true,
      children: <Text size="sm">{PROTOCOL_ACTION_TEXTS.sendText}</Text>,
      labels: { confirm: PROTOCOL_ACTION_TEXTS.sendConfirm, cancel: COMMON.cancel },
      onConfirm: () =>
        void runWithToast({
          run: async () => {
            const { recipients } = await send(protocol.id).unwrap();
            notifications.show({ color: 'green', message: PROTOCOL_ACTION_TEXTS.sent(recipients) });
          },
          failureTitle: PROTOCOL_ACTION_TEXTS.sendFailed,
        }),
    });

  return (
    <Button variant="light" leftSection={<IconSend size={18} />} loading={sending.isLoading} onClick={confirm}>
      {PROTOCOL_ACTION_TEXTS.send}
    </Button>
  );
}
