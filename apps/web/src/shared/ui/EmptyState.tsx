import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py="xl" data-testid="empty-state">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconInbox size={30} stroke={1.5} />
      </ThemeIcon>
      <Text c="dimmed" ta="center">
        {text}
      </Text>
      {children}
    </Stack>
  );
}
