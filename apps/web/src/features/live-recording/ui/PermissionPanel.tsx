import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMicrophone, IconMicrophoneOff } from '@tabler/icons-react';
import type { MediaInput } from '../model/use-media-input';
import { RECORDING_TEXTS } from '../config/messages';

const PROBLEM_TEXTS = {
  denied: RECORDING_TEXTS.deniedText,
  missing: RECORDING_TEXTS.noMicrophone,
  busy: RECORDING_TEXTS.microphoneBusy,
  insecure: RECORDING_TEXTS.insecure,
  unsupported: RECORDING_TEXTS.unsupported,
} as const;

/** Before the browser's own prompt: what will be asked and why; after a refusal: how to allow it. */
export function PermissionPanel({ input }: { input: MediaInput }) {
  if (input.state === 'intro' || input.state === 'asking') {
    return (
      <Alert color="purple" variant="light" icon={<IconMicrophone size={20} />} title={RECORDING_TEXTS.permissionTitle} data-testid="permission-intro">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{RECORDING_TEXTS.permissionText}</Text>
          <Button onClick={input.ask} loading={input.state === 'asking'} leftSection={<IconMicrophone size={18} />}>
            {RECORDING_TEXTS.permissionAsk}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (input.state === 'ready') return null;
  const canRetry = input.state !== 'insecure' && input.state !== 'unsupported';
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconMicrophoneOff size={20} />}
      title={input.state === 'denied' ? RECORDING_TEXTS.deniedTitle : undefined}
      role="alert"
      data-testid="permission-problem"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{PROBLEM_TEXTS[input.state]}</Text>
        {canRetry && (
          <Button variant="light" color="red" onClick={input.ask}>
            {RECORDING_TEXTS.tryAgain}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
