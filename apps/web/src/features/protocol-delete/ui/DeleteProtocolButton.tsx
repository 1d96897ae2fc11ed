import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useDeleteProtocolMutation, type Protocol } from '../../../entities/protocol';
import { COMMON } from '../../../shared/config';
import { confirmAction } from '../../../shared/ui';
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
    confirmAction({
      title: PROTOCOL_DELETE_TEXTS.deleteTitle,
      text: PROTOCOL_DELETE_TEXTS.deleteText(protocol.protocol_number),
      confirmLabel: COMMON.delete,
      confirmColor: 'red',
      run: () => remove(protocol.id).unwrap(),
      done: PROTOCOL_DELETE_TEXTS.deleted,
      onDone: onDeleted,
    });
  return (
    <Button variant="subtle" color="red" leftSection={<IconTrash size={18} />} loading={removing.isLoading} onClick={confirm}>
      {PROTOCOL_DELETE_TEXTS.delete}
    </Button>
  );
}
