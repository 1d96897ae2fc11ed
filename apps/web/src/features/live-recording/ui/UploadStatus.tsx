import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import type { SenderStatus } from '../model/piece-sender';
import { RECORDING_TEXTS } from '../config/messages';

/** Whether the pieces reach the server: what waits in the browser, and why. */
export function UploadStatus({ status, onRetry }: { status: SenderStatus; onRetry: () => void }) {
  if (status.failure) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="upload-status" data-pending={status.pending}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {status.failure}. {RECORDING_TEXTS.pending(status.pending)}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {RECORDING_TEXTS.tryAgain}
          </Button>
        </Group>
      </Alert>
    );
  }
  const waiting = status.offline || status.retryInSeconds !== null;
  const Icon = status.offline ? IconWifiOff : status.pending > 0 ? IconCloudUpload : IconCloudCheck;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" role="status" aria-live="polite" data-testid="upload-status" data-pending={status.pending}>
      <Icon size={18} color={waiting ? 'var(--mantine-color-orange-7)' : 'var(--mantine-color-green-7)'} style={{ flexShrink: 0 }} aria-hidden />
      <Text size="sm" c={waiting ? 'orange.8' : undefined}>
        {status.pending > 0 ? RECORDING_TEXTS.pending(status.pending) : RECORDING_TEXTS.allSent}
        {status.offline
          ? ` · ${RECORDING_TEXTS.offline}`
          : status.retryInSeconds !== null
            ? ` · ${RECORDING_TEXTS.retrying(status.retryInSeconds)}`
            : ''}
      </Text>
    </Group>
  );
}
