import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  hint?: ReactNode;
  /** A round icon before the title. */
  icon?: ReactNode;
  /** Beside the title, on the right (actions, facts about the content). */
  aside?: ReactNode;
  /** Tighter padding and a small hint, as the dashboards' cards; fills its grid cell. */
  compact?: boolean;
  testId?: string;
  children: ReactNode;
}

/** A titled card; the title names the region for assistive technology. */
export function SectionCard({ title, hint, icon, aside, compact, testId, children }: SectionCardProps) {
  const id = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p={compact ? 'md' : 'lg'}
      component="section"
      aria-labelledby={id}
      data-testid={testId}
      h={compact ? '100%' : undefined}
    >
      <Stack gap={compact ? 'sm' : 'md'} h={compact ? '100%' : undefined}>
        {/* The aside moves under the title where both do not fit side by side (phones). */}
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 12rem' }}>
            {icon && (
              <ThemeIcon variant="light" radius="xl" size="lg">
                {icon}
              </ThemeIcon>
            )}
            <Stack gap={2}>
              <Title order={2} fz="lg" id={id}>
                {title}
              </Title>
              {hint && (
                <Text fz={compact ? 'xs' : 'sm'} c="dimmed">
                  {hint}
                </Text>
              )}
            </Stack>
          </Group>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
