import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { NAV_LABELS } from '../../../shared/config';
import { useLogout } from '../model/use-logout';

export function LogoutButton() {
  const { logout, isLoading } = useLogout();
  return (
    <Tooltip label={NAV_LABELS.logout} position="right" withArrow>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={NAV_LABELS.logout}
        loading={isLoading}
        onClick={() => void logout()}
      >
        <IconLogout size={20} stroke={1.7} />
      </ActionIcon>
    </Tooltip>
  );
}
