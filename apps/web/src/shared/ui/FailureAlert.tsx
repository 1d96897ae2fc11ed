import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { COMMON } from '../config/messages';

export interface FailureAlertProps {
  message: string | null | undefined;
  /** «Повторить»: shown when sending or loading again may help. */
  onRetry?: () => void;
}

/**
 * A failure the user should read: the server's message for a whole form (field errors go under their fields) or
 * why a panel could not load; nothing when there is none.
 */
export function FailureAlert({ message, onRetry }: FailureAlertProps) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text fz="sm">{message}</Text>
        {onRetry && (
          <Button type="button" size="xs" variant="white" color="red" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
            {COMMON.retry}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
