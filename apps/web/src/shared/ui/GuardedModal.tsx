import { Modal, type ModalProps } from '@mantine/core';
import { useState } from 'react';
import { ModalDirtyScope } from '../lib/modal-dirty';
import { confirmLeave } from './unsaved-confirm';

/**
 * A modal with a form: Esc, the close button or a click outside ask first when the form holds unsaved changes
 * («Есть несохранённые изменения»: «Остаться» keeps the modal and what was typed).
 */
export function GuardedModal({ onClose, children, ...props }: ModalProps) {
  // One set for the modal's life: the forms inside add and remove themselves (never a re-render).
  const [dirty] = useState(() => new Set<string>());
  const close = () => {
    if (dirty.size > 0) confirmLeave(onClose);
    else onClose();
  };
  return (
    <Modal {...props} onClose={close}>
      <ModalDirtyScope.Provider value={dirty}>{children}</ModalDirtyScope.Provider>
    </Modal>
  );
}
