import { Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatFileSize } from '../../../shared/lib';

/** A file as the upload shows it: an icon, the name (cut to fit) and the size. */
export function FileSummary({ icon, name, size, color }: { icon: ReactNode; name: string; size: number; color?: string }) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <ThemeIcon variant="light" size="lg" radius="md" color={color}>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text fz="sm" fw={500} truncate>
          {name}
        </Text>
        <Text fz="xs" c="dimmed">
          {formatFileSize(size)}
        </Text>
      </div>
    </Group>
  );
}
