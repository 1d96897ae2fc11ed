import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { APP_NAME } from '../config/messages';
import { LogoMark } from './Logo';

/** The centred card of the sign-in and password pages. */
export function AuthCard({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Center mih="100vh" p="md" bg="purple.0">
      <Paper w="100%" maw={420} p="xl" radius="lg" shadow="md" withBorder>
        <Stack gap="lg">
          <Group gap="sm" justify="center">
            <LogoMark size={36} />
            <Text fz={22} fw={700} c="purple.9">
              {APP_NAME}
            </Text>
          </Group>
          <Stack gap={4}>
            <Title order={1} fz={22} ta="center">
              {title}
            </Title>
            {hint && (
              <Text c="dimmed" fz="sm" ta="center">
                {hint}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
