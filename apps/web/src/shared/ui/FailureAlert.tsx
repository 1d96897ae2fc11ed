import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { canRetry, describeError, type ApiError } from '../api/errors';
import { COMMON } from '../config/messages';

export interface FailureAlertProps {
  message: string | null | undefined;
  /** What failed («Не удалось загрузить протоколы»), above the reason. */
  title?: string;
  /** «Повторить»: shown when sending or loading again may help. */
  onRetry?: () => void;
  /** Below the reason: when the next try goes by itself. */
  note?: ReactNode;
}

/**
 * A failure the user should read: the server's message for a whole form (field errors go under their fields) or
 * why a panel could not load; nothing when there is none. The one look of every failure on a screen.
 */
export function FailureAlert({ message, title, onRetry, note }: FailureAlertProps) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        {note ? (
          <Stack gap={2}>
            <Text fz="sm">{message}</Text>
            {note}
          </Stack>
        ) : (
          <Text fz="sm">{message}</Text>
        )}
        {onRetry && (
          <Button type="button" size="xs" variant="white" color="red" leftSection={<IconRefresh size={16} />} onClick={onRetry} style={{ flexShrink: 0 }}>
            {COMMON.retry}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/** An RTK Query result as far as a failure needs it. */
export interface FailedQuery {
  error?: ApiError;
  refetch: () => unknown;
}

/**
 * For `<FailureAlert {...queryFailure(query, TEXTS.loadFailed)} />`: what could not load, why, and «Повторить»
 * (the query loads again) unless the server refused (403, 404…), which another try would only repeat.
 */
export function queryFailure(query: FailedQuery, title: string): FailureAlertProps {
  return actionFailure(query.error, () => void query.refetch(), title);
}

/** The same for an action that failed (a check, a save without a form): `retry` runs it again. */
export function actionFailure(error: ApiError, retry: () => void, title?: string): FailureAlertProps {
  return { title, message: describeError(error), onRetry: canRetry(error) ? retry : undefined };
}
