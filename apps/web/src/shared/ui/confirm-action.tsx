import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { COMMON } from '../config/messages';
import { notifyFailure } from './failure-toast';

interface ToastedAction {
  /** The action; throws the API error when it fails (an RTK Query `.unwrap()`). */
  run: () => unknown;
  /** The green toast once it worked; none when the screen shows it anyway. */
  done?: string;
  /** What a failure is called when the server gives no reason of its own. */
  failure?: string;
  /** A heading over the failure's reason. */
  failureTitle?: string;
  /** After the action worked, the first time or after «Повторить» (leave a deleted thing's page). */
  onDone?: () => void;
}

/**
 * Runs an action that has no form to show its outcome: a green toast when it worked, the server's words if not,
 * with «Повторить» where another try may help. Says whether the first try worked.
 */
export async function runWithToast(action: ToastedAction): Promise<boolean> {
  const { run, done, failure, failureTitle, onDone } = action;
  try {
    await run();
    if (done) notifications.show({ color: 'green', message: done });
    onDone?.();
    return true;
  } catch (error) {
    notifyFailure({ error, title: failureTitle, fallback: failure, onRetry: () => void runWithToast(action) });
    return false;
  }
}

interface ConfirmedAction extends ToastedAction {
  title: string;
  text: string;
  confirmLabel: string;
  /** Red for what removes or blocks something. */
  confirmColor?: string;
}

/** Asks first («Отмена» keeps everything as it is), then runs the action with its toast. */
export function confirmAction({ title, text, confirmLabel, confirmColor, ...action }: ConfirmedAction): void {
  modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: confirmLabel, cancel: COMMON.cancel },
    confirmProps: confirmColor ? { color: confirmColor } : undefined,
    onConfirm: () => void runWithToast(action),
  });
}
