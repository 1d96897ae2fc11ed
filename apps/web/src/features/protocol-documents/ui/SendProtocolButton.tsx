import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { useSendProtocolMutation, type Protocol } from '../../../entities/protocol';
import { COMMON, PROTOCOL_ACTION_TEXTS } from '../../../shared/config';
import { SEND_TEXTS } from '../config/messages';
import { SendProtocolDialog } from './SendProtocolDialog';

/**
 * «Разослать протокол»: only a final protocol, after a dialog that names who gets nothing (no e-mail); once sent,
 * «Отправлено 29.11 в 06:12» from the server's record, so it is there after a reload too.
 */
export function SendProtocolButton({ protocol }: { protocol: Pick<Protocol, 'id' | 'stage' | 'sent_at'> }) {
  const [, sending] = useSendProtocolMutation({ fixedCacheKey: `send-${protocol.id}` });
  if (!STAGE_RULES.canSend(protocol.stage)) return null;

  const open = () => {
    const id = modals.open({
      title: SEND_TEXTS.title,
      centered: true,
      closeButtonProps: { 'aria-label': COMMON.close },
      children: <SendProtocolDialog protocolId={protocol.id} onClose={() => modals.close(id)} />,
    });
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Button variant="light" leftSection={<IconSend size={18} />} loading={sending.isLoading} onClick={open}>
        {PROTOCOL_ACTION_TEXTS.send}
      </Button>
      {protocol.sent_at && (
        <Text fz="sm" c="dimmed" data-testid="protocol-sent-at" style={{ whiteSpace: 'nowrap' }}>
          <IconCircleCheck size={14} style={{ verticalAlign: -2, marginRight: 4 }} color="var(--mantine-color-green-6)" />
          {SEND_TEXTS.sentAt(dayjs(protocol.sent_at).format('DD.MM [в] HH:mm'))}
        </Text>
      )}
    </Group>
  );
}
