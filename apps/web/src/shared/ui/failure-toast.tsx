import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { canRetry, describeError, type ApiError } from '../api/errors';
import { COMMON } from '../config/messages';

/** Long enough to reach «Повторить» (the timer also stops while the pointer is over the toast). */
const RETRY_TOAST_MS = 12_000;

let shown = 0;

interface FailureToast {
  error: ApiError;
  /** What failed, as a heading over the reason. */
  title?: string;
  /** The reason when the server gives none of its own. */
  fallback?: string;
  /** Runs the action again; offered as «Повторить» only where another try may help (see `canRetry`). */
  onRetry?: () => void;
}

/**
 * The red toast of an action that has no form or panel to show its failure in: the server's words and, where
 * sending again may help (no connection, a server fault), «Повторить», which closes the toast and tries again.
 */
export function notifyFailure({ error, title, fallback, onRetry }: FailureToast): void {
  const message = describeError(error, fallback);
  if (!onRetry || !canRetry(error)) {
    notifications.show({ color: 'red', title, message });
    return;
  }
  const id = `failure-${++shown}`;
  notifications.show({
    id,
    color: 'red',
    title,
    autoClose: RETRY_TOAST_MS,
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
        <Text fz="sm">{message}</Text>
        <Button
          type="button"
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={16} />}
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(id);
            onRetry();
          }}
        >
          {COMMON.retry}
        </Button>
      </Group>
    ),
  });
}
