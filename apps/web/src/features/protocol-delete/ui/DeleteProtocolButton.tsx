import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useDeleteProtocolMutation, type Protocol } from '../../../entities/protocol';
import { describeError } from '../../../shared/api';
import { COMMON } from '../../../shared/config';
import { PROTOCOL_DELETE_TEXTS } from '../config/messages';

/** «Удалить протокол» after a confirmation; `onDeleted` leaves the protocol's page. */
export function DeleteProtocolButton({
  protocol,
  onDeleted,
}: {
  protocol: Pick<Protocol, 'id' | 'protocol_number'>;
  onDeleted: () => void;
}) {
  const [remove, removing] = useDeleteProtocolMutation();
  const confirm = () =>
    modals.openConfirmModal({
      title: PROTOCOL_DELETE_TEXTS.deleteTitle,
      centered: true,
      children: <Text size="sm">{PROTOCOL_DELETE_TEXTS.deleteText(protocol.protocol_number)}</Text>,
      labels: { confirm: COMMON.delete, cancel: COMMON.cancel },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove(protocol.id).unwrap();
          notifications.show({ color: 'green', message: PROTOCOL_DELETE_TEXTS.deleted });
          onDeleted();
        } catch (error) {
          notifications.show({ color: 'red', message: describeError(error) });
        }
      },
    });
  return (
    <Button variant="subtle" color="red" leftSection={<IconTrash size={18} />} loading={removing.isLoading} onClick={confirm}>
      {PROTOCOL_DELETE_TEXTS.delete}
    </Button>
  );
}
