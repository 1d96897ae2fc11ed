import { Badge, Drawer, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBuilding, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SecretaryStatsRow } from '../../../entities/stats';
import { userStatusText, UserAvatar } from '../../../entities/user';
import { COMMON } from '../../../shared/config';
import { SECRETARY_DETAIL_TEXTS } from '../config/messages';

interface SecretaryDetailDrawerProps {
  /** Kept while the drawer closes, so its content does not vanish mid-animation. */
  secretary: SecretaryStatsRow | null;
  opened: boolean;
  onClose: () => void;
  /** Her statistics widgets, given her id by the page. */
  children: ReactNode;
}

/** One secretary in a side panel: who she is, then her statistics (read only). */
export function SecretaryDetailDrawer({ secretary, opened, onClose, children }: SecretaryDetailDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={760}
      title={
        secretary && (
          <Text component="span" fw={700} fz="xl">
            {secretary.full_name}
          </Text>
        )
      }
      closeButtonProps={{ 'aria-label': COMMON.close }}
      data-testid="secretary-detail"
    >
      {secretary && (
        <Stack gap="lg">
          {/* On a phone a long address leaves no room beside it: the status goes to the next line. */}
          <Group gap="md" wrap="wrap" align="center">
            <UserAvatar user={secretary} size="lg" radius="xl" />
            <Stack gap={4}>
              <Group gap={6} wrap="nowrap">
                <IconMail size={16} aria-hidden="true" />
                <Text fz="sm">
                  <VisuallyHidden>{SECRETARY_DETAIL_TEXTS.email}: </VisuallyHidden>
                  {secretary.email ?? COMMON.notSpecified}
                </Text>
              </Group>
              <Group gap={6} wrap="nowrap">
                <IconBuilding size={16} aria-hidden="true" />
                <Text fz="sm">
                  <VisuallyHidden>{SECRETARY_DETAIL_TEXTS.department}: </VisuallyHidden>
                  {secretary.department || COMMON.notSpecified}
                </Text>
              </Group>
            </Stack>
            <Badge variant="dot" color={secretary.is_active ? 'green' : 'red'} ml="auto">
              {userStatusText(secretary)}
            </Badge>
          </Group>
          <Stack gap="lg" aria-label={SECRETARY_DETAIL_TEXTS.statistics} role="region">
            {children}
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
