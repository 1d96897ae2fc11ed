import { Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface PageFrameProps {
  title: string;
  actions?: ReactNode;
  /** Shown between the title and the content (e.g. section tabs). */
  subheader?: ReactNode;
  children?: ReactNode;
}

/** A page of the signed-in area: its title as the h1 and as the document title. */
export function PageFrame({ title, actions, subheader, children }: PageFrameProps) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} fz={28} style={{ minWidth: 0, overflowWrap: 'break-word' }}>
          {title}
        </Title>
        {actions}
      </Group>
      {subheader}
      {children}
    </Stack>
  );
}
