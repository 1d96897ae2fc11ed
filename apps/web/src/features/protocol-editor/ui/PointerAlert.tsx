import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface PointerAlertProps {
  icon: ReactNode;
  message: string;
  /** The button that leads to what the message is about. */
  action: string;
  onAction: () => void;
}

/** What went wrong with the save, said at the action bar, and a way to where it must be put right. */
export function PointerAlert({ icon, message, action, onAction }: PointerAlertProps) {
  return (
    <Alert color="red" variant="light" role="alert" p="xs" icon={icon}>
      {/* On a phone the button goes under the message rather than squeezing it into a column a word wide. */}
      <Group justify="space-between" gap="xs">
        <Text fz="sm" style={{ flex: '1 1 14rem' }}>
          {message}
        </Text>
        <Button size="xs" variant="white" color="red" ml="auto" style={{ flexShrink: 0 }} onClick={onAction}>
          {action}
        </Button>
      </Group>
    </Alert>
  );
}
