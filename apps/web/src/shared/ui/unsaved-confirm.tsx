import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { COMMON, UNSAVED_TEXTS } from '../config/messages';

/** «Есть несохранённые изменения»: «Остаться» keeps the user where they are, «Уйти» goes on. */
export function confirmLeave(onLeave: () => void, onStay: () => void = () => {}): void {
  modals.openConfirmModal({
    title: UNSAVED_TEXTS.title,
    centered: true,
    children: <Text size="sm">{UNSAVED_TEXTS.text}</Text>,
    labels: { confirm: UNSAVED_TEXTS.leave, cancel: UNSAVED_TEXTS.stay },
    confirmProps: { color: 'orange' },
    cancelProps: { 'aria-label': UNSAVED_TEXTS.stay },
    onConfirm: onLeave,
    onCancel: onStay,
    closeButtonProps: { 'aria-label': COMMON.close },
  });
}
