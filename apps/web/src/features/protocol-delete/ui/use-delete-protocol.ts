import { useDeleteProtocolMutation, type Protocol } from '../../../entities/protocol';
import { COMMON } from '../../../shared/config';
import { confirmAction } from '../../../shared/ui';
import { PROTOCOL_DELETE_TEXTS } from '../config/messages';

/** «Удалить протокол»: asks first, then deletes and calls `onDeleted`. */
export function useDeleteProtocol(protocol: Pick<Protocol, 'id' | 'protocol_number'>, onDeleted: () => void) {
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
  return { confirm, deleting: removing.isLoading, label: PROTOCOL_DELETE_TEXTS.delete };
}
