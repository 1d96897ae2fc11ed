import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { describeError } from '../api/errors';
import { COMMON } from '../config/messages';

interface ToastedAction {
  /** The action; throws the API error when it fails (an RTK Query `.unwrap()`). */
  run: () => unknown;
  /** The green toast once it worked; none when the screen shows it anyway. */
  done?: string;
  /** What a failure is called when the server gives no reason of its own. */
  failure?: string;
  /** A heading over the failure's reason. */
  failureTitle?: string;
}

/** Runs an action that has no form to show its outcome: a green toast when it worked, the server's words if not. */
export async function runWithToast({ run, done, failure, failureTitle }: ToastedAction): Promise<boolean> {
  try {
    await run();
    if (done) notifications.show({ color: 'green', message: done });
    return true;
  } catch (error) {
    notifications.show({ color: 'red', title: failureTitle, message: describeError(error, failure) });
    return false;
  }
}

interface ConfirmedAction extends ToastedAction {
  title: string;
  text: string;
  confirmLabel: string;
  /** Red for what removes or blocks something. */
  confirmColor?: string;
  /** After the action worked (leave a deleted thing's page). */
  onDone?: () => void;
}

/** Asks first («Отмена» keeps everything as it is), then runs the action with its toast. */
export function confirmAction({ title, text, confirmLabel, confirmColor, onDone, ...action }: ConfirmedAction): void {
  modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: confirmLabel, cancel: COMMON.cancel },
    confirmProps: confirmColor ? { color: confirmColor } : undefined,
    onConfirm: async () => {
      if (await runWithToast(action)) onDone?.();
    },
  });
}
