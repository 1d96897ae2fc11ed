import { Modal, type ModalProps } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ModalDirtyScope, type ModalGuard } from '../lib/modal-dirty';
import { confirmDiscard } from './unsaved-confirm';

/**
 * A modal with a form: Esc, the close button, a click outside or the form's «Отмена» (`useModalCancel`) ask first
 * when the form holds unsaved changes («Закрыть без сохранения?»: «Остаться» keeps the modal and what was typed);
 * an untouched form closes at once.
 */
export function GuardedModal({ onClose, children, ...props }: ModalProps) {
  // One set for the modal's life: the forms inside add and remove themselves (never a re-render).
  const [dirty] = useState(() => new Set<string>());
  const guard = useMemo<ModalGuard>(
    () => ({ dirty, close: () => (dirty.size > 0 ? confirmDiscard(onClose) : onClose()) }),
    [dirty, onClose],
  );
  return (
    <Modal {...props} onClose={guard.close}>
      <ModalDirtyScope.Provider value={guard}>{children}</ModalDirtyScope.Provider>
    </Modal>
  );
}
