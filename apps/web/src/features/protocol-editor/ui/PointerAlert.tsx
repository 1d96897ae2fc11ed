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
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text fz="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" style={{ flexShrink: 0 }} onClick={onAction}>
          {action}
        </Button>
      </Group>
    </Alert>
  );
}
