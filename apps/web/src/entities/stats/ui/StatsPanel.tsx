import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface StatsPanelProps {
  title: string;
  hint?: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** A titled card of the dashboards; the title names the region for assistive technology. */
export function StatsPanel({ title, hint, actions, children, testId }: StatsPanelProps) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} data-testid={testId} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} fz="lg" id={id}>
              {title}
            </Title>
            {hint && (
              <Text fz="xs" c="dimmed">
                {hint}
              </Text>
            )}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
