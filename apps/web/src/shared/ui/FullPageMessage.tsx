import { Button, Center, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LogoMark } from './Logo';

interface FullPageMessageProps {
  message: string;
  actionLabel: string;
  onAction: () => void;
  children?: ReactNode;
}

/** A whole-screen message with one action (404, no connection). */
export function FullPageMessage({ message, actionLabel, onAction, children }: FullPageMessageProps) {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="lg">
        <LogoMark size={56} />
        <Text component="h1" fz={28} fw={600} ta="center" m={0}>
          {message}
        </Text>
        {children}
        <Button size="md" onClick={onAction}>
          {actionLabel}
        </Button>
      </Stack>
    </Center>
  );
}
