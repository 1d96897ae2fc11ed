import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { COMMON, UNSAVED_DIALOG_TEXTS, UNSAVED_TEXTS } from '../config/messages';

interface UnsavedWords {
  title: string;
  text: string;
  leave: string;
  stay: string;
}

function askBeforeLosing(words: UnsavedWords, onLeave: () => void, onStay: () => void): void {
  modals.openConfirmModal({
    title: words.title,
    centered: true,
    children: <Text size="sm">{words.text}</Text>,
    labels: { confirm: words.leave, cancel: words.stay },
    confirmProps: { color: 'orange' },
    cancelProps: { 'aria-label': words.stay },
    onConfirm: onLeave,
    onCancel: onStay,
    closeButtonProps: { 'aria-label': COMMON.close },
  });
}

/**
 * Leaving a page with an editor's unsaved changes («Есть несохранённые изменения»; the draft stays in the
 * browser): «Остаться» keeps the user where they are, «Уйти» goes on.
 */
export function confirmLeave(onLeave: () => void, onStay: () => void = () => {}): void {
  askBeforeLosing(UNSAVED_TEXTS, onLeave, onStay);
}

/**
 * Closing a dialog over a changed form («Закрыть без сохранения?»; nothing is kept): «Остаться» keeps the dialog
 * and what was typed, «Не сохранять» closes it.
 */
export function confirmDiscard(onDiscard: () => void): void {
  askBeforeLosing(UNSAVED_DIALOG_TEXTS, onDiscard, () => {});
}
